import type { CalendarBlockDay } from "@/server/calendar/types";
import type { BlockView, OverlapView, PlanView } from "@/server/schedule/types";
import { withBlockBack, withEdit, withoutBlock } from "./day-edits";

const block = (id: string, start: string, end: string, conflict = false): BlockView => ({
  id,
  taskId: id,
  title: id,
  start,
  end,
  kind: "task",
  fixed: false,
  conflict,
  done: false,
  reason: "as planned",
  source: "plan",
});
const overlap = (a: string, b: string, at: string): OverlapView => ({
  first: { id: a, title: a },
  second: { id: b, title: b },
  at,
  text: `${a} and ${b} overlap at ${at}`,
});
const plan = (blocks: BlockView[], overlaps: OverlapView[]): PlanView => ({
  date: "2026-11-24",
  description: "",
  engine: "rules",
  blocks,
  unscheduled: [],
  warnings: ["Lunch did not fit", ...overlaps.map((o) => o.text)],
  overlaps,
  updatedAt: "",
});

describe("a block edit's answer on the dashboard's plan", () => {
  const day = plan(
    [block("a", "09:00", "10:00", true), block("b", "09:30", "10:30", true)],
    [overlap("a", "b", "09:30")],
  );
  const answer: CalendarBlockDay = {
    block: { ...block("b", "11:00", "12:00"), date: "2026-11-24", notes: "", allDay: false, fixed: true },
    reason: "moved here by you",
    day: { date: "2026-11-24", overlaps: [], warnings: ["Lunch did not fit"] },
  };

  test("puts in the block, its reason, every flag and the day's words", () => {
    const next = withEdit(day, answer);
    expect(next.blocks.map((b) => [b.id, b.start, b.conflict, b.reason])).toEqual([
      ["a", "09:00", false, "as planned"],
      ["b", "11:00", false, "moved here by you"],
    ]);
    expect(next.overlaps).toEqual([]);
    expect(next.warnings).toEqual(["Lunch did not fit"]);
  });

  test("an older answer while other edits are on their way changes only its block", () => {
    const next = withEdit(day, answer, true);
    expect(next.blocks.find((b) => b.id === "a")?.conflict).toBe(true);
    expect(next.warnings).toEqual(day.warnings);
  });

  test("an answer about another day leaves the plan as it is", () => {
    expect(withEdit(day, { ...answer, day: { ...answer.day, date: "2026-11-25" } })).toBe(day);
  });

  test("a delete takes the overlaps its block was in, and a refused one puts them back", () => {
    const gone = withoutBlock(day, "b");
    expect(gone.blocks.map((b) => [b.id, b.conflict])).toEqual([["a", false]]);
    expect(gone.overlaps).toEqual([]);
    expect(gone.warnings).toEqual(["Lunch did not fit"]);
    const back = withBlockBack(gone, day.blocks[1], day);
    expect(back.blocks).toEqual(day.blocks);
    expect(back.overlaps).toEqual(day.overlaps);
    expect(back.warnings).toEqual(day.warnings);
  });
});
