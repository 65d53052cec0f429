import { planDay, planWithExtractor, readDay } from "./plan";
import { toMinutes } from "./time";
import type { ExtractedTask, PlannedBlock, PlanOptions } from "./types";

const opts: PlanOptions = { date: "2026-11-23", dayStart: "07:00", dayEnd: "22:00" };
const titled = (blocks: PlannedBlock[], title: string): PlannedBlock[] => blocks.filter((b) => b.title === title);

describe("work hours written in the text (issue 29, kind 4)", () => {
  it.each([
    ["work 9-5:30, write the grant proposal 3h", "Work", "09:00", "17:30"],
    ["shift 7 to 3, write the report 2h", "Shift", "07:00", "15:00"],
    ["trabajo de 8 a 3, informe 2 horas", "Trabajo", "08:00", "15:00"],
    ["دوامي من ١٠ إلى ٦، تقرير ساعتين", "دوامي", "10:00", "18:00"],
  ])("%s: sets the day's work window and makes no block of its own", (text, marker, ws, we) => {
    const { tasks, options } = readDay(text, opts);
    expect([options.workStart, options.workEnd]).toEqual([ws, we]);
    expect(tasks.map((t) => t.title)).not.toContain(marker);
    const plan = planDay(text, opts);
    expect(titled(plan.blocks, marker)).toEqual([]);
    // The work task goes inside the window.
    const work = plan.blocks.filter((b) => b.kind === "task");
    expect(work.length).toBeGreaterThan(0);
    for (const b of work) {
      expect(toMinutes(b.start)).toBeGreaterThanOrEqual(toMinutes(ws));
      expect(toMinutes(b.end)).toBeLessThanOrEqual(toMinutes(we));
    }
  });

  it("overrides the settings' work hours for this day; 'after work' means the written end", () => {
    const plan = planDay("work 10 to 4, gym after work", { ...opts, workStart: "09:00", workEnd: "17:00" });
    expect(titled(plan.blocks, "Work")).toEqual([]);
    expect(titled(plan.blocks, "Gym")[0].start).toBe("16:00");
  });

  it("what is written before work with 'then' ends when work starts", () => {
    const text =
      "I have a doctor's appointment at 10:15 which takes about an hour, after that I need to pick up prescriptions, then work from 12 to 6";
    const { tasks, options } = readDay(text, opts);
    expect(options.workStart).toBe("12:00");
    expect(tasks.find((t) => t.title === "Pick up prescriptions")?.deadline).toBe("12:00");
  });

  it("keeps a start with a guessed length and a night shift past midnight as timed events", () => {
    expect(titled(planDay("office at 9, emails", opts).blocks, "Office")).toHaveLength(1);
    const night = planDay("turno de noche de 22:00 a 06:00; antes gimnasio una hora", { ...opts, dayEnd: "23:59" });
    expect(titled(night.blocks, "Turno de noche")).toHaveLength(1);
  });

  it("applies to tasks from another extractor the same way", async () => {
    const tasks: ExtractedTask[] = [
      {
        id: "a",
        title: "Shift",
        kind: "event",
        durationMinutes: 480,
        fixedStart: "14:00",
        fixedEnd: "22:00",
        priority: 3,
      },
      { id: "b", title: "Write the report", kind: "task", durationMinutes: 60, priority: 3 },
      { id: "c", title: "Gym", kind: "habit", durationMinutes: 60, priority: 3, after: ["a"] },
    ];
    const result = await planWithExtractor("shift 2pm to 10pm, report, gym after", opts, () => Promise.resolve(tasks));
    expect(result.engine).toBe("llm");
    expect(titled(result.blocks, "Shift")).toEqual([]);
    expect(toMinutes(titled(result.blocks, "Write the report")[0].start)).toBeGreaterThanOrEqual(14 * 60);
    // Gym came after the shift: it starts when work ends (here past the day, so it does not fit).
    expect(titled(result.blocks, "Gym")).toEqual([]);
    expect(result.unscheduled.map((u) => u.title)).toContain("Gym");
  });
});
