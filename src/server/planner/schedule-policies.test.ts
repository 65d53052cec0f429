/**
 * The solver's policies (src/server/planner/schedule/): deadlines are hard, a window from an
 * anchor holds or the task is listed as not fitting with that reason, tasks from any extractor are
 * placed by their traits, and a deadline task keeps to the work hours.
 */
import fc from "fast-check";
import { scheduleTasks } from "./schedule";
import { orderBrokenBy } from "./schedule/order-check";
import { fromMinutes, toMinutes } from "./time";
import type { ExtractedTask, PlanOptions } from "./types";

const DAY: PlanOptions = { date: "2026-11-23", dayStart: "07:00", dayEnd: "22:00" };
const task = (id: string, minutes: number, extra: Partial<ExtractedTask> = {}): ExtractedTask => ({
  id,
  title: id,
  kind: "task",
  durationMinutes: minutes,
  priority: 3,
  ...extra,
});

describe("solver policies", () => {
  it("a deadline task written after a morning of work still goes in the work hours, not before them", () => {
    const { blocks } = scheduleTasks([task("Report", 180), task("Call the doctor", 30, { deadline: "12:00" })], {
      ...DAY,
      workStart: "09:00",
      workEnd: "17:00",
    });
    const call = blocks.find((b) => b.title === "Call the doctor")!;
    expect(toMinutes(call.start)).toBeGreaterThanOrEqual(9 * 60);
    expect(toMinutes(call.end)).toBeLessThanOrEqual(12 * 60);
  });

  it("a window from an anchor holds, or the task is unscheduled with that reason", () => {
    const windowed = fc.record({
      from: fc.integer({ min: 7 * 12, max: 21 * 12 }).map((n) => n * 5),
      length: fc.integer({ min: 1, max: 48 }).map((n) => n * 5),
      minutes: fc.integer({ min: 1, max: 36 }).map((n) => n * 5),
    });
    fc.assert(
      fc.property(fc.array(windowed, { minLength: 1, maxLength: 12 }), (raw) => {
        const tasks = raw.map((r, i) =>
          task(`t${i}`, r.minutes, {
            earliestStart: fromMinutes(r.from),
            deadline: fromMinutes(Math.min(1440, r.from + r.length)),
          }),
        );
        const { blocks, unscheduled } = scheduleTasks(tasks, DAY);
        for (const t of tasks) {
          for (const b of blocks.filter((x) => x.taskId === t.id)) {
            expect(toMinutes(b.start)).toBeGreaterThanOrEqual(toMinutes(t.earliestStart!));
            expect(toMinutes(b.end) || 1440).toBeLessThanOrEqual(toMinutes(t.deadline!) || 1440);
          }
          for (const u of unscheduled.filter((x) => x.taskId === t.id))
            expect(["no-room-deadline", "no-room-after-time", "no-room", "longer-than-day"]).toContain(u.reason.code);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("places a task by its traits: given by the extractor, they win over the title's words", () => {
    const cook = task("Something for tonight", 30, { traits: { prepares: "dinner" } });
    const dinner: ExtractedTask = {
      ...task("Evening meal", 45),
      kind: "meal",
      traits: { meal: "dinner", mealOfTitle: "dinner" },
    };
    const { blocks } = scheduleTasks([cook, dinner], DAY);
    const c = blocks.find((b) => b.taskId === cook.id)!;
    const d = blocks.find((b) => b.taskId === dinner.id)!;
    expect(c.end).toBe(d.start);
    expect(c.reason).toEqual({ code: "before-meal", params: { title: "Evening meal" } });
  });
});

describe("orderBrokenBy (for block edits)", () => {
  it("names the blocks a move would put on the wrong side of a dependency", () => {
    const { blocks } = scheduleTasks(
      [task("Gym", 60, { earliestStart: "17:00" }), task("Shower", 15, { after: ["Gym"] })],
      DAY,
    );
    const gym = blocks.find((b) => b.taskId === "Gym")!;
    const shower = blocks.find((b) => b.taskId === "Shower")!;
    expect(orderBrokenBy(blocks, shower, "16:00", "16:15").map((b) => b.taskId)).toEqual(["Gym"]);
    expect(orderBrokenBy(blocks, gym, "20:00", "21:00").map((b) => b.taskId)).toEqual(["Shower"]);
    expect(orderBrokenBy(blocks, shower, "19:00", "19:15")).toEqual([]);
  });
});
