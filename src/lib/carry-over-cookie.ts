/**
 * The cookie that remembers the carry-over card's "Dismiss" for the day; its value is the day
 * dismissed. Read by GET /api/schedule/day (the offer is left out of the day) and set
 * by the card. A plain module, shared by the route handler and the card.
 */
export const CARRY_OVER_DISMISSED_COOKIE = "rhythm-carry-over-dismissed";
