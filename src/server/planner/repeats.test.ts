import { quickAddTasks } from "./quick-add";
import { replanDay } from "./replan";
import { scheduleTasks } from "./schedule";
import { toMinutes } from "./time";
import type { ExtractedTask, PlannedBlock, PlanOptions } from "./types";

const DAY: PlanOptions = { date: "2026-11-23", dayStart: "07:00", dayEnd: "22:00" };

const water: ExtractedTask = {
  id: "water",
  title: "Drink water",
  kind: "habit",
  durationMinutes: 5,
  priority: 3,
  repeatEveryMinutes: 120,
};
const standup: ExtractedTask = {
  id: "standup",
  title: "Standup",
  kind: "event",
  durationMinutes: 30,
  priority: 3,
  fixedStart: "08:50",
  fixedEnd: "09:20",
};
const report: ExtractedTask = { id: "report", title: "Report", kind: "task", durationMinutes: 120, priority: 3 };

const overlaps = (a: PlannedBlock, b: PlannedBlock): boolean =>
  toMinutes(a.start) < toMinutes(b.end) && toMinutes(b.start) < toMinutes(a.end);

describe("repeated tasks (repeatEveryMinutes)", () => {
  it("become short blocks across the waking hours, never over a fixed event or another block", () => {
    const { blocks, unscheduled } = scheduleTasks([water, standup, report], DAY);
    const repeats = blocks.filter((b) => b.taskId === "water");
    expect(repeats.map((b) => b.start)).toEqual(["08:45", "11:35", "13:00", "15:00", "17:00", "19:00", "21:00"]);
    for (const r of repeats) {
      expect(toMinutes(r.end) - toMinutes(r.start)).toBe(5);
      expect(r.reason).toEqual({ code: "repeat", params: { minutes: 120 } });
      expect(r.kind).toBe("habit");
      for (const b of blocks) if (b !== r) expect(overlaps(r, b)).toBe(false);
    }
    expect(unscheduled).toEqual([]);
    // The rest of the plan is the plan without them.
    const without = scheduleTasks([standup, report], DAY).blocks;
    expect(blocks.filter((b) => b.taskId !== "water")).toEqual(without);
  });

  it("run across the working hours when the day has them", () => {
    const walk = { ...water, id: "walk", title: "Walk around", repeatEveryMinutes: 90 };
    const { blocks } = scheduleTasks([walk], { ...DAY, workStart: "09:00", workEnd: "17:30" });
    expect(blocks.map((b) => b.start)).toEqual(["10:30", "12:00", "13:30", "15:00", "16:30"]);
  });

  it("are repeated again from now on re-plan, and past ones stay", () => {
    const plan = scheduleTasks([water, report], DAY);
    const r = replanDay(plan.blocks, { ...DAY, now: "12:02" }, { unscheduled: plan.unscheduled });
    const repeats = r.blocks.filter((b) => b.taskId === "water");
    expect(repeats.filter((b) => toMinutes(b.end) <= 12 * 60).map((b) => b.start)).toEqual(["09:30", "11:00"]);
    const ahead = repeats.filter((b) => toMinutes(b.start) >= 12 * 60);
    expect(ahead.map((b) => b.start)).toEqual(["13:00", "15:00", "17:00", "19:00", "21:00"]);
    for (const b of ahead) expect(toMinutes(b.end) - toMinutes(b.start)).toBe(5);
    expect(new Set(r.blocks.map((b) => b.id)).size).toBe(r.blocks.length);
  });

  it("quick add places the repeats around the day's blocks", () => {
    const existing = scheduleTasks([standup, report], DAY).blocks;
    const { added, missed } = quickAddTasks(existing, [water], DAY);
    expect(missed).toEqual([]);
    expect(added.length).toBeGreaterThanOrEqual(6);
    for (const a of added) for (const b of existing) expect(overlaps(a, b)).toBe(false);
  });
});
