import { fromMinutes, toMinutes } from "@/lib/time/clock";
import {
  firstRange,
  openingMinutes,
  overlappingIds,
  rangeFromWall,
  resizeBlock,
  shiftBlock,
  wallDate,
} from "./calendar-time";

describe("calendar wall-clock helpers", () => {
  it("round-trips a block through FullCalendar's UTC dates", () => {
    const start = wallDate("2026-03-29", toMinutes("02:30"));
    const end = wallDate("2026-03-29", toMinutes("03:15"));
    expect(start.toISOString()).toBe("2026-03-29T02:30:00.000Z");
    expect(rangeFromWall(start, end)).toEqual({ date: "2026-03-29", start: "02:30", end: "03:15" });
  });

  it("reads an end at midnight as 24:00 of the same day and refuses ranges across midnight", () => {
    expect(rangeFromWall(wallDate("2026-11-23", 1380), wallDate("2026-11-24", 0))).toEqual({
      date: "2026-11-23",
      start: "23:00",
      end: "24:00",
    });
    expect(rangeFromWall(wallDate("2026-11-23", 1380), wallDate("2026-11-24", 30))).toBeNull();
    expect(fromMinutes(1440)).toBe("24:00");
  });

  it("moves and resizes within the day only", () => {
    const b = { date: "2026-11-23", start: "09:00", end: "10:00" };
    expect(shiftBlock(b, 15)).toEqual({ date: "2026-11-23", start: "09:15", end: "10:15" });
    expect(shiftBlock(b, 0, -1)).toEqual({ date: "2026-11-22", start: "09:00", end: "10:00" });
    expect(shiftBlock({ ...b, start: "23:00", end: "24:00" }, 15)).toBeNull();
    expect(shiftBlock({ ...b, start: "00:00", end: "00:30" }, -15)).toBeNull();
    expect(resizeBlock(b, -15)).toEqual({ end: "09:45" });
    expect(resizeBlock({ start: "09:00", end: "09:10" }, -15)).toBeNull();
  });

  it("finds overlaps per day, ignoring all-day blocks", () => {
    const ids = overlappingIds([
      { id: "a", date: "2026-11-23", start: "09:00", end: "11:00" },
      { id: "b", date: "2026-11-23", start: "10:30", end: "11:30" },
      { id: "c", date: "2026-11-23", start: "11:30", end: "12:00" },
      { id: "d", date: "2026-11-24", start: "09:00", end: "10:00" },
      { id: "e", date: "2026-11-24", start: "00:00", end: "24:00", allDay: true },
    ]);
    expect([...ids].sort()).toEqual(["a", "b"]);
  });
});

describe("openingMinutes", () => {
  const blocks = [
    { date: "2026-03-10", start: "10:15" },
    { date: "2026-03-11", start: "06:45" },
    { date: "2026-03-11", start: "00:00", allDay: true },
  ];
  it("opens an hour before now when today is in view", () => {
    expect(
      openingMinutes(
        { from: "2026-03-09", to: "2026-03-15" },
        blocks,
        { date: "2026-03-12", minutes: 14 * 60 + 20 },
        "09:00",
      ),
    ).toBe(13 * 60);
    expect(
      openingMinutes({ from: "2026-03-12", to: "2026-03-12" }, blocks, { date: "2026-03-12", minutes: 30 }, "09:00"),
    ).toBe(0);
  });
  it("otherwise opens at the earlier of the first timed block in view and the start of work", () => {
    const now = { date: "2026-04-01", minutes: 600 };
    expect(openingMinutes({ from: "2026-03-10", to: "2026-03-10" }, blocks, now, "09:00")).toBe(9 * 60);
    expect(openingMinutes({ from: "2026-03-10", to: "2026-03-10" }, blocks, now, "11:00")).toBe(10 * 60);
    expect(openingMinutes({ from: "2026-03-09", to: "2026-03-15" }, blocks, now, "09:00")).toBe(6 * 60 + 30);
    expect(openingMinutes({ from: "2026-05-01", to: "2026-05-01" }, blocks, now, "08:40")).toBe(8 * 60 + 30);
  });
});

describe("firstRange: the dates FullCalendar first shows", () => {
  // 2026-11-26 is a Thursday.
  test("a week starts on the locale's first day: Sunday (en), Monday (es), Saturday (ar)", () => {
    expect(firstRange("timeGridWeek", "2026-11-26", "en")).toEqual({ from: "2026-11-22", to: "2026-11-28" });
    expect(firstRange("timeGridWeek", "2026-11-26", "es")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(firstRange("timeGridWeek", "2026-11-26", "ar")).toEqual({ from: "2026-11-21", to: "2026-11-27" });
  });
  test("on the week's first day the week starts that day; a day view is that day", () => {
    expect(firstRange("timeGridWeek", "2026-11-22", "en")).toEqual({ from: "2026-11-22", to: "2026-11-28" });
    expect(firstRange("timeGridWeek", "2026-11-21", "ar")).toEqual({ from: "2026-11-21", to: "2026-11-27" });
    expect(firstRange("timeGridDay", "2026-11-26", "ar")).toEqual({ from: "2026-11-26", to: "2026-11-26" });
  });
});
