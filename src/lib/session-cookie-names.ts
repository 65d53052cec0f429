/**
 * The names of Auth.js's session cookie: "__Secure-" on HTTPS, plain otherwise. A long session
 * may be split into chunks named `<name>.0`, `<name>.1`, ... The proxy looks for them; the server
 * guards read them (src/server/auth/session-cookie.ts).
 */
export const SESSION_COOKIE_NAMES = ["__Secure-authjs.session-token", "authjs.session-token"] as const;
