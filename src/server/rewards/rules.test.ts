/** The pure earning rules, levels and badges. */
import { badgeStatuses } from "./badges";
import { levelFor, xpForLevel } from "./levels";
import {
  BLOCK_DAILY_CAP,
  blockPoints,
  blockVerdict,
  capped,
  dayComplete,
  habitPoints,
  type BlockFacts,
  type LocalNow,
} from "./rules";

const now: LocalNow = { date: "2026-11-23", minutes: 12 * 60, at: new Date("2026-11-23T12:00:00Z") };
const block = (b: Partial<BlockFacts> = {}): BlockFacts => ({
  date: "2026-11-23",
  startMin: 540,
  endMin: 600,
  kind: "task",
  source: "plan",
  habitId: null,
  createdAt: new Date("2026-11-23T07:00:00Z"),
  ...b,
});

describe("earning rules", () => {
  test("a plan block that has started earns by its minutes", () => {
    expect(blockVerdict(block(), now)).toBe("earns");
    expect(blockPoints(60)).toEqual({ xp: 12, coins: 4 });
    expect(blockPoints(3)).toEqual({ xp: 1, coins: 0 });
  });

  test("future blocks earn nothing: a later day or later today", () => {
    expect(blockVerdict(block({ date: "2026-11-24" }), now)).toBe("future");
    expect(blockVerdict(block({ startMin: 13 * 60 }), now)).toBe("future");
    expect(blockVerdict(block({ date: "2026-11-22", startMin: 23 * 60 }), now)).toBe("earns");
  });

  test("a block made by hand and checked within a minute earns nothing; after a minute it does; a plan block always", () => {
    const fresh = new Date(now.at.getTime() - 30_000);
    expect(blockVerdict(block({ source: "manual", createdAt: fresh }), now)).toBe("instant");
    expect(blockVerdict(block({ source: "import", createdAt: fresh }), now)).toBe("instant");
    expect(blockVerdict(block({ source: "manual", createdAt: new Date(now.at.getTime() - 61_000) }), now)).toBe(
      "earns",
    );
    expect(blockVerdict(block({ source: "plan", createdAt: fresh }), now)).toBe("earns");
  });

  test("breaks and meals earn nothing; a habit block earns through its check-in", () => {
    expect(blockVerdict(block({ kind: "break" }), now)).toBe("no-points");
    expect(blockVerdict(block({ kind: "meal" }), now)).toBe("no-points");
    expect(blockVerdict(block({ kind: "habit", habitId: "h" }), now)).toBe("habit");
  });

  test("the daily cap: what is left of the cap, never below zero", () => {
    expect(capped({ xp: 30, coins: 10 }, { xp: 100, coins: 35 }, BLOCK_DAILY_CAP)).toEqual({ xp: 20, coins: 5 });
    expect(capped({ xp: 30, coins: 10 }, { xp: 120, coins: 40 }, BLOCK_DAILY_CAP)).toEqual({ xp: 0, coins: 0 });
  });

  test("habit check-ins earn more with a longer streak, up to a limit", () => {
    expect(habitPoints(0)).toEqual({ xp: 10, coins: 5 });
    expect(habitPoints(1)).toEqual({ xp: 12, coins: 5 });
    expect(habitPoints(7)).toEqual({ xp: 24, coins: 8 });
    expect(habitPoints(10)).toEqual(habitPoints(400));
  });

  test("a day is complete when it has 3+ task, event or habit blocks and all are done; breaks do not count", () => {
    const done = (kind: string, d = true) => ({ kind, done: d });
    expect(dayComplete([done("task"), done("event"), done("habit"), done("break", false)])).toBe(true);
    expect(dayComplete([done("task"), done("task", false), done("habit")])).toBe(false);
    expect(dayComplete([done("task"), done("task")])).toBe(false);
  });
});

describe("levels and badges", () => {
  test("level L starts at 50·L·(L−1) XP", () => {
    expect([xpForLevel(1), xpForLevel(2), xpForLevel(3), xpForLevel(5)]).toEqual([0, 100, 300, 1000]);
    expect(levelFor(0)).toEqual({ level: 1, levelXp: 0, nextLevelXp: 100 });
    expect(levelFor(99).level).toBe(1);
    expect(levelFor(100)).toEqual({ level: 2, levelXp: 100, nextLevelXp: 300 });
    expect(levelFor(1000).level).toBe(5);
    expect(levelFor(999).level).toBe(4);
  });

  test("badge progress is capped at the goal and earned when reached", () => {
    const s = badgeStatuses({
      plans: 0,
      habitCheckIns: 1,
      bestStreak: 3,
      blocksDone: 250,
      perfectDays: 0,
      moodDays: 29,
      level: 5,
      redemptions: 0,
    });
    const by = Object.fromEntries(s.map((b) => [b.id, b]));
    expect(by["first-plan"]).toMatchObject({ earned: false, progress: 0, goal: 1 });
    expect(by["habit-streak-7"]).toMatchObject({ earned: false, progress: 3, goal: 7 });
    expect(by["blocks-100"]).toMatchObject({ earned: true, progress: 100 });
    expect(by["mood-30"]).toMatchObject({ earned: false, progress: 29 });
    expect(by["level-5"].earned).toBe(true);
  });
});
