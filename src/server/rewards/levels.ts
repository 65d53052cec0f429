/**
 * Levels from XP: reaching level L takes 50·L·(L−1) XP in total, so level 2 is at 100 XP, 3 at 300,
 * 4 at 600, 5 at 1,000, 10 at 4,500: each level asks 100 XP more than the one before, about one more
 * day of steady work as levels go up.
 */
const LEVEL_STEP = 50;

export function xpForLevel(level: number): number {
  return LEVEL_STEP * level * (level - 1);
}

interface LevelProgress {
  level: number;
  /** Total XP at which the current level began. */
  levelXp: number;
  /** Total XP at which the next level begins. */
  nextLevelXp: number;
}

export function levelFor(xp: number): LevelProgress {
  const x = Math.max(0, xp);
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + (4 * x) / LEVEL_STEP)) / 2));
  // Guard the floating-point edge at exact thresholds.
  while (xpForLevel(level + 1) <= x) level++;
  while (level > 1 && xpForLevel(level) > x) level--;
  return { level, levelXp: xpForLevel(level), nextLevelXp: xpForLevel(level + 1) };
}
