import { overlappingIds, overlappingPairs } from "./overlaps";

const span = (id: string, date: string, startMin: number, endMin: number, allDay = false) => ({
  id,
  date,
  startMin,
  endMin,
  allDay,
});

describe("overlappingIds", () => {
  it("marks both blocks of an overlap, per day, and not blocks that only touch", () => {
    const ids = overlappingIds([
      span("c", "2026-01-02", 600, 660),
      span("a", "2026-01-01", 540, 600),
      span("b", "2026-01-01", 570, 630),
      span("d", "2026-01-02", 660, 700),
      span("e", "2026-01-01", 630, 700),
    ]);
    expect([...ids].sort()).toEqual(["a", "b"]);
  });
  it("catches a long block that covers several later ones", () => {
    const ids = overlappingIds([span("long", "d", 0, 600), span("x", "d", 60, 90), span("y", "d", 300, 320)]);
    expect([...ids].sort()).toEqual(["long", "x", "y"]);
  });
  it("ignores all-day blocks and trusts the caller's order when told it is sorted", () => {
    expect(overlappingIds([span("all", "d", 0, 1440, true), span("t", "d", 60, 120)]).size).toBe(0);
    expect(overlappingIds([span("a", "d", 0, 60), span("b", "d", 30, 90)], true)).toEqual(new Set(["a", "b"]));
  });
});

describe("overlappingPairs", () => {
  it("pairs each overlap once, earlier first, in time order, within a day", () => {
    const pairs = overlappingPairs([
      span("late", "d", 600, 700),
      span("long", "d", 0, 650),
      span("x", "d", 60, 90),
      span("next", "e", 0, 60),
      span("touch", "d", 700, 720),
    ]).map(([a, b]) => `${a.id}+${b.id}`);
    expect(pairs).toEqual(["long+x", "long+late"]);
  });
  it("gives the same ids as overlappingIds", () => {
    const spans = [
      span("a", "d", 0, 60),
      span("b", "d", 30, 90),
      span("c", "d", 90, 120),
      span("all", "d", 0, 1440, true),
    ];
    const fromPairs = new Set(overlappingPairs(spans).flatMap(([a, b]) => [a.id, b.id]));
    expect(fromPairs).toEqual(overlappingIds(spans));
  });
});
