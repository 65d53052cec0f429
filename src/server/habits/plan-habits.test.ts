/** Which habits are due on a day, and the merge with the description's tasks. */
import type { ExtractedTask } from "@/server/planner/types";
import { habitTask, isDue, mergeHabitTasks, normaliseName } from "./plan-habits";

const START = "2026-11-02"; // Monday
describe("due days", () => {
  test("daily, chosen weekdays, and not before the start", () => {
    expect(isDue({ schedule: { type: "daily" }, startDate: START }, "2026-11-05", [])).toBe(true);
    expect(isDue({ schedule: { type: "daily" }, startDate: START }, "2026-11-01", [])).toBe(false);
    expect(isDue({ schedule: { type: "weekdays", days: [1, 3] }, startDate: START }, "2026-11-04", [])).toBe(true);
    expect(isDue({ schedule: { type: "weekdays", days: [1, 3] }, startDate: START }, "2026-11-05", [])).toBe(false);
  });

  test("every 3 days: due when nothing was done in the 2 days before", () => {
    const h = { schedule: { type: "everyNDays" as const, n: 3 }, startDate: START };
    expect(isDue(h, "2026-11-05", ["2026-11-03"])).toBe(false);
    expect(isDue(h, "2026-11-06", ["2026-11-03"])).toBe(true);
  });

  test("3 times a week is spread (Mon, Wed, Sat) and catches up", () => {
    const h = { schedule: { type: "timesPerWeek" as const, times: 3 }, startDate: START };
    expect(isDue(h, "2026-11-02", [])).toBe(true); // Monday
    expect(isDue(h, "2026-11-03", ["2026-11-02"])).toBe(false); // Tuesday, Monday done
    expect(isDue(h, "2026-11-03", [])).toBe(true); // Monday missed: catch up
    expect(isDue(h, "2026-11-04", ["2026-11-02"])).toBe(true); // Wednesday
    expect(isDue(h, "2026-11-07", ["2026-11-02", "2026-11-04", "2026-11-05"])).toBe(false); // three done already
  });
});

const task = (id: string, title: string, extra: Partial<ExtractedTask> = {}): ExtractedTask => ({
  id,
  title,
  kind: "task",
  durationMinutes: 60,
  priority: 3,
  ...extra,
});

describe("merging habits into the description's tasks", () => {
  const gym = habitTask({
    id: "g",
    name: "Gym",
    schedule: { type: "daily" },
    startDate: START,
    durationMinutes: 60,
    window: { part: "evening" },
  });
  const reading = habitTask({
    id: "r",
    name: "Reading",
    schedule: { type: "daily" },
    startDate: START,
    durationMinutes: 20,
    window: { start: "21:00", end: "22:00" },
  });

  test("habit tasks carry kind, duration and window", () => {
    expect(gym).toMatchObject({ id: "habit:g", kind: "habit", durationMinutes: 60, partOfDay: "evening" });
    expect(reading).toMatchObject({ earliestStart: "21:00", deadline: "22:00", durationMinutes: 20 });
  });

  test("'gym after work' with a Gym habit gives one task, the description's, marked as the habit", () => {
    const extracted = [task("1", "Report"), task("2", "Gym", { kind: "habit", earliestStart: "17:00" })];
    const { tasks, habitByTask } = mergeHabitTasks(extracted, [gym, reading]);
    expect(tasks.map((t) => t.title)).toEqual(["Report", "Gym", "Reading"]);
    expect(tasks[1]).toMatchObject({ id: "2", kind: "habit", earliestStart: "17:00" });
    expect(tasks[1].partOfDay).toBeUndefined();
    expect([...habitByTask.entries()]).toEqual([
      ["2", "g"],
      ["habit:r", "r"],
    ]);
  });

  test("names match whole words, ignoring case, accents and punctuation; a description task without timing takes the habit's window", () => {
    expect(normaliseName("  Léer, 20 págs!")).toBe("leer 20 pags");
    const { tasks } = mergeHabitTasks([task("1", "go to the GYM")], [gym]);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ kind: "habit", partOfDay: "evening" });
    expect(mergeHabitTasks([task("1", "Gymnastics class")], [gym]).tasks).toHaveLength(2);
  });
});
