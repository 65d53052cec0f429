import fc from "fast-check";
import { freeGaps, quickAdd } from "./quick-add";
import { quickAddDay } from "./quick-add-day";
import { REASON_CODES } from "./reasons";
import { fromMinutes, toMinutes } from "./time";
import type { BlockKind, PlannedBlock, PlanOptions } from "./types";

const OPTIONS: PlanOptions = {
  date: "2026-11-23",
  dayStart: "07:00",
  dayEnd: "23:00",
  workStart: "09:00",
  workEnd: "17:00",
};

const block = (
  id: string,
  title: string,
  start: string,
  end: string,
  kind: BlockKind,
  fixed = false,
): PlannedBlock => ({
  id,
  taskId: `t-${id}`,
  title,
  start,
  end,
  kind,
  fixed,
  reason: { code: fixed ? "fixed-time" : "first-free", params: fixed ? { time: start } : {} },
});

const DAY: PlannedBlock[] = [
  block("a", "Report", "09:00", "11:00", "task"),
  block("b", "Lunch", "12:00", "13:00", "meal"),
  block("c", "Meeting", "14:00", "15:00", "event", true),
];

const span = (b: PlannedBlock): [number, number] => [toMinutes(b.start), toMinutes(b.end)];
const overlaps = (x: PlannedBlock, y: PlannedBlock): boolean => {
  const [a, b] = span(x);
  const [c, d] = span(y);
  return a < d && c < b;
};

describe("quickAdd", () => {
  it("places one item before its deadline and leaves the day alone", () => {
    const before = structuredClone(DAY);
    const { added, missed } = quickAdd(DAY, "call the bank 20 min before 3pm", OPTIONS);
    expect(missed).toEqual([]);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ title: "Call the bank", kind: "task", fixed: false });
    expect(toMinutes(added[0].end) - toMinutes(added[0].start)).toBe(20);
    expect(toMinutes(added[0].end)).toBeLessThanOrEqual(15 * 60);
    expect(added[0].reason.code).toBe("deadline");
    for (const b of DAY) expect(overlaps(added[0], b)).toBe(false);
    expect(DAY).toEqual(before);
  });

  it("never starts before now on today", () => {
    const { added } = quickAdd(DAY, "call the bank 20 min before 3pm", { ...OPTIONS, now: "13:02" });
    expect(added).toHaveLength(1);
    expect(added[0].start).toBe("13:05");
  });

  it("says why an item does not fit, with the nearest slot and a shorter piece", () => {
    const { added, missed } = quickAdd(DAY, "call the bank 20 min before 3pm", { ...OPTIONS, now: "13:50" });
    expect(added).toEqual([]);
    expect(missed).toHaveLength(1);
    expect(missed[0]).toMatchObject({
      title: "Call the bank",
      text: "call the bank 20 min before 3pm",
      minutes: 20,
      reason: { code: "no-room-deadline", params: { deadline: "15:00" } },
      nearest: { start: "15:00", end: "15:20", minutes: 20 },
      shorter: { start: "13:50", end: "14:00", minutes: 10 },
    });
  });

  it("refuses a fixed time that is taken or past, offering the nearest free slot", () => {
    const taken = quickAdd(DAY, "call mom at 14:30", OPTIONS).missed[0];
    expect(taken.reason).toEqual({ code: "quick-taken", params: { time: "14:30", title: "Meeting" } });
    expect(taken.nearest).toEqual({ start: "15:00", end: "15:30", minutes: 30 });
    const past = quickAdd(DAY, "call mom at 8am", { ...OPTIONS, now: "10:00" }).missed[0];
    expect(past.reason.code).toBe("quick-past");
    expect(REASON_CODES).toEqual(expect.arrayContaining(["quick-taken", "quick-past", "carried-over"]));
  });

  it("places a fixed time that is free exactly there", () => {
    const { added } = quickAdd(DAY, "call mom at 4pm for 15 minutes", OPTIONS);
    expect(added).toEqual([expect.objectContaining({ start: "16:00", end: "16:15", fixed: true })]);
  });

  it("places an accepted suggestion where it was chosen, shorter if asked", () => {
    const { added } = quickAdd(
      DAY,
      "call the bank 20 min before 3pm",
      { ...OPTIONS, now: "13:50" },
      {
        start: "13:50",
        minutes: 10,
      },
    );
    expect(added).toEqual([expect.objectContaining({ title: "Call the bank", start: "13:50", end: "14:00" })]);
  });

  it("adds several items in order without overlapping each other", () => {
    const { added, missed } = quickAdd(DAY, "email Ana; buy milk", OPTIONS);
    expect(missed).toEqual([]);
    expect(added.map((b) => b.title)).toEqual(["Email Ana", "Buy milk"]);
    expect(overlaps(added[0], added[1])).toBe(false);
    expect(new Set([...DAY, ...added].map((b) => b.id)).size).toBe(DAY.length + 2);
  });

  it("finds the free gaps on the grid", () => {
    expect(
      freeGaps(
        [
          [540, 602],
          [700, 720],
        ],
        480,
        800,
      ),
    ).toEqual([
      [480, 540],
      [605, 700],
      [720, 800],
    ]);
  });
});

const ITEMS = [
  "call the bank 20 min before 3pm",
  "gym for an hour",
  "meeting at 10 for an hour",
  "write the report for 3 hours by noon",
  "read in the evening",
  "email Ana; buy milk; call mom at 6pm",
  "nap after lunch",
  "review slides after 4pm for 45 minutes",
  "dinner",
];
const KINDS: BlockKind[] = ["task", "event", "meal", "habit", "break"];

const existingDay = fc
  .array(
    fc.record({
      start: fc.integer({ min: 0, max: 280 }),
      minutes: fc.integer({ min: 1, max: 36 }),
      kind: fc.constantFrom(...KINDS),
      fixed: fc.boolean(),
    }),
    { maxLength: 12 },
  )
  .map((raw) =>
    raw.map((r, i) => {
      const s = r.start * 5;
      const e = Math.min(1440, s + r.minutes * 5);
      return block(`x${i}`, `Block ${i}`, fromMinutes(s), fromMinutes(e), r.kind, r.fixed);
    }),
  );

describe("quickAdd properties", () => {
  it("never moves or changes an existing block, and an added block never overlaps any", () => {
    fc.assert(
      fc.property(
        existingDay,
        fc.constantFrom(...ITEMS),
        fc.option(fc.integer({ min: 0, max: 287 }), { freq: 2 }),
        fc.integer({ min: 5 * 12, max: 10 * 12 }),
        (existing, item, now, wake) => {
          const options: PlanOptions = { ...OPTIONS, dayStart: fromMinutes(wake * 5) };
          if (now !== null) options.now = fromMinutes(now * 5);
          const before = structuredClone(existing);
          const { added } = quickAdd(existing, item, options);
          expect(existing).toEqual(before);
          for (const a of added) {
            for (const b of existing) expect(overlaps(a, b)).toBe(false);
            for (const other of added) if (other !== a) expect(overlaps(a, other)).toBe(false);
            if (!a.fixed && options.now) expect(toMinutes(a.start)).toBeGreaterThanOrEqual(toMinutes(options.now));
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("quick add of another day's item (issue 29, kind 7)", () => {
  // 2026-11-26 is a Thursday.
  const day = (text: string) => quickAddDay(text, "2026-11-26");
  it("goes to the day it names, without the day's words", () => {
    expect(day("dentist tomorrow at 9")).toEqual({ date: "2026-11-27", text: "dentist at 9" });
    expect(day("tomorrow: dentist at 9")).toEqual({ date: "2026-11-27", text: "dentist at 9" });
    expect(day("call mum on Saturday 11am")).toEqual({ date: "2026-11-28", text: "call mum 11am" });
    expect(day("el viernes recoger el traje")).toEqual({ date: "2026-11-27", text: "recoger el traje" });
    expect(day("بكرة موعد الدكتور ٩")).toEqual({ date: "2026-11-27", text: "موعد الدكتور ٩" });
  });
  it("stays today for work for another day, a part of today, or today's own weekday", () => {
    for (const text of ["prep for tomorrow's meeting", "report due Friday", "correr por la mañana", "gym thursday"])
      expect(day(text)).toBeUndefined();
  });
});
