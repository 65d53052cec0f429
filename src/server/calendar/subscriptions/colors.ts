/** The colours a followed calendar may take; the calendar page's form (a client component) offers them, so no zod here. */
export const SUBSCRIPTION_COLORS = ["#2563eb", "#16a34a", "#db2777", "#ea580c", "#7c3aed", "#0891b2"] as const;
