/**
 * Every TanStack Query key of the client, in one place, so a mutation can name exactly the keys it
 * touches. Each domain's keys start with its own root, so `queryKeys.blocks.all` (say) covers every
 * range of blocks. The calendar and the dashboard share `blocks` (a range of days; a day is the
 * range from it to itself) and `plan` (the dashboard's plan of one day).
 */
export const queryKeys = {
  blocks: {
    all: ["blocks"] as const,
    range: (from: string, to: string) => ["blocks", from, to] as const,
  },
  plan: {
    all: ["plan"] as const,
    day: (date: string) => ["plan", date] as const,
  },
  /** What the planner understood of a day, per saved version of its plan. */
  interpretation: (date: string, version: string) => ["interpretation", date, version] as const,
  carryOver: (today: string) => ["carry-over", today] as const,
  /** What the signed-in frame shows of its user (GET /api/app-frame). */
  appFrame: ["app-frame"] as const,
  /** What the dashboard shows of a day (GET /api/schedule/day); "" for today. */
  dashboardDay: (date: string) => ["dashboard-day", date] as const,
  calendarFeed: ["calendar-feed"] as const,
  calendarSubscriptions: ["calendar-subscriptions"] as const,
  habits: {
    all: ["habits"] as const,
    list: (archived: boolean) => ["habits", archived ? "all" : "active"] as const,
  },
  rewards: ["rewards"] as const,
  /** A range's analytics (GET /api/analytics). */
  analytics: (from: string, to: string) => ["analytics", from, to] as const,
  /** What the mood page shows (GET /api/moods/overview). */
  moodOverview: ["mood-overview"] as const,
  pushPreferences: ["push-preferences"] as const,
  /** The caller's subscription (GET /api/account/subscription). */
  subscription: ["subscription"] as const,
  /** What /profile shows of the caller's account (GET /api/account/overview). */
  accountOverview: ["account-overview"] as const,
  /** What /settings edits of the caller's account (GET /api/account/settings). */
  accountSettings: ["account-settings"] as const,
  passwordPolicy: ["password-policy"] as const,
};
