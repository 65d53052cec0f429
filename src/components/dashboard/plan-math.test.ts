import type { BlockView } from "@/server/schedule/types";
import { gapsBefore, nowMarkerBefore, progressOf, sortByTime } from "./plan-math";

const block = (id: string, start: string, end: string, over: Partial<BlockView> = {}): BlockView => ({
  id,
  taskId: id,
  title: id,
  start,
  end,
  kind: "task",
  fixed: false,
  conflict: false,
  done: false,
  reason: "",
  source: "plan",
  ...over,
});

describe("dashboard arithmetic", () => {
  test("percent complete counts done minutes over planned minutes, without breaks", () => {
    const blocks = [
      block("a", "09:00", "10:30", { done: true }),
      block("b", "10:30", "10:45", { kind: "break", done: true }),
      block("c", "11:00", "12:00"),
      block("d", "12:00", "12:30", { kind: "meal" }),
    ];
    expect(progressOf(blocks)).toEqual({ percent: 50, doneMinutes: 90, totalMinutes: 180 });
    expect(progressOf([])).toEqual({ percent: 0, doneMinutes: 0, totalMinutes: 0 });
    expect(progressOf([block("x", "09:00", "09:59", { done: true }), block("y", "10:00", "10:01")]).percent).toBe(98);
  });

  test("free gaps of 30 minutes or more, measured from the latest end so far", () => {
    const sorted = sortByTime([
      block("c", "13:00", "14:00"),
      block("a", "09:00", "12:00"),
      block("b", "10:00", "10:30"),
    ]);
    expect(sorted.map((b) => b.id)).toEqual(["a", "b", "c"]);
    expect([...gapsBefore(sorted)]).toEqual([["c", 60]]);
  });

  test("on today, a gap counts only the free time still ahead", () => {
    const sorted = [block("a", "09:00", "09:15"), block("b", "20:40", "21:10"), block("c", "22:00", "22:30")];
    expect([...gapsBefore(sorted, 30, "20:37")]).toEqual([["c", 50]]);
    expect([...gapsBefore(sorted, 30, "12:00")]).toEqual([
      ["b", 520],
      ["c", 50],
    ]);
    expect([...gapsBefore(sorted, 30, null)]).toEqual([
      ["b", 685],
      ["c", 50],
    ]);
  });

  test("the now marker goes before the first block that has not started", () => {
    const sorted = [block("a", "09:00", "10:00"), block("b", "11:00", "12:00")];
    expect(nowMarkerBefore(sorted, "08:00")).toBe("a");
    expect(nowMarkerBefore(sorted, "10:15")).toBe("b");
    expect(nowMarkerBefore(sorted, "12:30")).toBeNull();
  });
});
