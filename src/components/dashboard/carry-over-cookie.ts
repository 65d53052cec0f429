/**
 * The cookie that remembers the carry-over card's "Dismiss" for the day; its value is the day
 * dismissed. Read by the dashboard page on the server (the card is left out of the page) and set
 * by the card. A plain module, so the server component gets the string, not a client reference.
 */
export const CARRY_OVER_DISMISSED_COOKIE = "rhythm-carry-over-dismissed";
