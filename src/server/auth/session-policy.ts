/** Session lifetimes shared by the server (Auth.js) and the client's refresh timer. */
// A session lasts 7 days without activity; any use after an hour re-issues the cookie (rolling).
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60;
// The server re-reads the user row at most this stale (disabled, deleted, signed out everywhere).
export const USER_RECHECK_MS = 60_000;
