/**
 * Badges and their conditions. Which are earned is decided from the user's counts (badge-store.ts
 * reads them); this module only says what each badge needs and how far the user is.
 */
export const BADGES = [
  { id: "first-plan", metric: "plans", goal: 1 },
  { id: "first-habit", metric: "habitCheckIns", goal: 1 },
  { id: "habit-streak-7", metric: "bestStreak", goal: 7 },
  { id: "blocks-100", metric: "blocksDone", goal: 100 },
  { id: "perfect-day", metric: "perfectDays", goal: 1 },
  { id: "mood-30", metric: "moodDays", goal: 30 },
  { id: "level-5", metric: "level", goal: 5 },
  { id: "first-reward", metric: "redemptions", goal: 1 },
] as const;

export type BadgeId = (typeof BADGES)[number]["id"];
export type BadgeMetric = (typeof BADGES)[number]["metric"];
export type BadgeCounts = Record<BadgeMetric, number>;

interface BadgeStatus {
  id: BadgeId;
  goal: number;
  progress: number;
  earned: boolean;
}

export function badgeStatuses(counts: BadgeCounts): BadgeStatus[] {
  return BADGES.map((b) => {
    const progress = Math.min(b.goal, Math.max(0, counts[b.metric]));
    return { id: b.id, goal: b.goal, progress, earned: counts[b.metric] >= b.goal };
  });
}
