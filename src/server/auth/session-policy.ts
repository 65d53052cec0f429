/** Session lifetimes shared by the server (Auth.js) and the client's refresh timer. */
// A session lasts 7 days without activity; any use after an hour re-issues the cookie (rolling).
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60;
// A session's record (session-records.ts) has its expiry pushed back at most this often.
export const USER_RECHECK_MS = 60_000;
