/** src/lib/time: plain dates, "now" in a zone, and wall times as instants across daylight saving. */
import { addDays, datesBetween, dayNumber, daysBetween, dayString, isoWeekday, utcDate, weekStart } from "./dates";
import { dayLengthMinutes, wallToInstant } from "./instants";
import { safeZone, todayIn, zonedNow } from "./zones";

const iso = (date: string, minutes: number, zone: string) => wallToInstant(date, minutes, zone).toString();

describe("plain dates", () => {
  test("addDays crosses months, years and leap days", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2028-02-29", 1)).toBe("2028-03-01");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-03-29", 0)).toBe("2026-03-29");
    expect(addDays("2026-01-31", 365)).toBe("2027-01-31");
  });

  test("a daylight-saving Sunday is still one day long as a date", () => {
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2026-10-25", 1)).toBe("2026-10-26");
  });

  test("daysBetween counts whole days, negative backwards", () => {
    expect(daysBetween("2028-02-27", "2028-03-01")).toBe(3);
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(daysBetween("2026-01-01", "2025-01-01")).toBe(-365);
    expect(daysBetween("2026-11-26", "2026-11-26")).toBe(0);
  });

  test("datesBetween includes both ends and is empty when backwards", () => {
    expect(datesBetween("2028-02-27", "2028-03-01")).toEqual(["2028-02-27", "2028-02-28", "2028-02-29", "2028-03-01"]);
    expect(datesBetween("2026-01-01", "2026-01-01")).toEqual(["2026-01-01"]);
    expect(datesBetween("2026-01-02", "2026-01-01")).toEqual([]);
  });

  test("ISO weekdays start on Monday; day numbers count from 1970-01-01", () => {
    expect(isoWeekday("2026-11-23")).toBe(1); // a Monday
    expect(isoWeekday("2026-11-29")).toBe(7); // a Sunday
    expect(isoWeekday("1970-01-01")).toBe(4); // a Thursday
    expect(isoWeekday("1969-12-29")).toBe(1); // before day 0, still a Monday
    expect(dayNumber("1970-01-02")).toBe(1);
    expect(dayString(dayNumber("2028-02-29"))).toBe("2028-02-29");
    expect(dayString(weekStart(dayNumber("2026-11-29")))).toBe("2026-11-23");
    expect(utcDate(new Date("2026-11-23T23:59:59Z"))).toBe("2026-11-23");
  });
});

describe("now in a zone", () => {
  test("near midnight UTC: tomorrow east of UTC, today west of it", () => {
    const at = new Date("2026-11-23T23:30:00Z");
    expect(zonedNow("Europe/Madrid", at)).toEqual({ date: "2026-11-24", minutes: 30 });
    expect(zonedNow("Asia/Tokyo", at)).toEqual({ date: "2026-11-24", minutes: 8 * 60 + 30 });
    expect(zonedNow("America/New_York", at)).toEqual({ date: "2026-11-23", minutes: 18 * 60 + 30 });
    expect(zonedNow("UTC", at)).toEqual({ date: "2026-11-23", minutes: 23 * 60 + 30 });
  });

  test("just after midnight UTC: still yesterday west of UTC", () => {
    const at = new Date("2026-11-24T00:15:00Z");
    expect(zonedNow("America/Los_Angeles", at)).toEqual({ date: "2026-11-23", minutes: 16 * 60 + 15 });
    expect(zonedNow("Asia/Kolkata", at)).toEqual({ date: "2026-11-24", minutes: 5 * 60 + 45 });
    expect(todayIn("Pacific/Kiritimati", at)).toBe("2026-11-24");
    expect(todayIn("Pacific/Pago_Pago", at)).toBe("2026-11-23");
  });

  test("midnight reads as 00:00, not 24:00", () => {
    expect(zonedNow("Europe/Madrid", new Date("2026-11-23T23:00:00Z"))).toEqual({ date: "2026-11-24", minutes: 0 });
  });

  test("the clock jumps with daylight saving", () => {
    // Madrid, 2026-03-29: 01:59 CET is followed by 03:00 CEST.
    expect(zonedNow("Europe/Madrid", new Date("2026-03-29T00:59:00Z"))).toEqual({ date: "2026-03-29", minutes: 119 });
    expect(zonedNow("Europe/Madrid", new Date("2026-03-29T01:00:00Z"))).toEqual({ date: "2026-03-29", minutes: 180 });
  });

  test("an unknown or missing zone is UTC", () => {
    const at = new Date("2026-11-23T03:30:00Z");
    expect(safeZone("Not/AZone")).toBe("UTC");
    expect(safeZone("")).toBe("UTC");
    expect(safeZone(null)).toBe("UTC");
    expect(safeZone(undefined)).toBe("UTC");
    expect(safeZone("Europe/Madrid")).toBe("Europe/Madrid");
    expect(zonedNow("Not/AZone", at)).toEqual({ date: "2026-11-23", minutes: 210 });
    expect(todayIn(null, at)).toBe("2026-11-23");
  });
});

describe("wall times as instants across daylight saving", () => {
  test("Europe/Madrid 2026-03-29 has 23 hours; 2026-10-25 has 25", () => {
    expect(dayLengthMinutes("2026-03-29", "Europe/Madrid")).toBe(23 * 60);
    expect(dayLengthMinutes("2026-10-25", "Europe/Madrid")).toBe(25 * 60);
    expect(dayLengthMinutes("2026-03-28", "Europe/Madrid")).toBe(24 * 60);
    expect(dayLengthMinutes("2026-03-29", "UTC")).toBe(24 * 60);
    expect(dayLengthMinutes("2026-03-08", "America/New_York")).toBe(23 * 60);
    expect(dayLengthMinutes("2026-11-01", "America/New_York")).toBe(25 * 60);
  });

  test("Madrid's spring-forward gap: 02:30 does not exist and is read as 03:30 CEST", () => {
    expect(iso("2026-03-29", 90, "Europe/Madrid")).toBe("2026-03-29T00:30:00Z"); // 01:30 CET
    expect(iso("2026-03-29", 150, "Europe/Madrid")).toBe("2026-03-29T01:30:00Z"); // 02:30 -> 03:30 CEST
    expect(iso("2026-03-29", 210, "Europe/Madrid")).toBe("2026-03-29T01:30:00Z"); // 03:30 CEST
  });

  test("Madrid's fall-back overlap: 02:30 is the first one (CEST)", () => {
    expect(iso("2026-10-25", 150, "Europe/Madrid")).toBe("2026-10-25T00:30:00Z");
    expect(iso("2026-10-25", 210, "Europe/Madrid")).toBe("2026-10-25T02:30:00Z"); // 03:30 CET
  });

  test("New York 2026-03-08: 02:30 is in the gap and becomes 03:30 EDT (07:30 UTC)", () => {
    expect(iso("2026-03-08", 150, "America/New_York")).toBe("2026-03-08T07:30:00Z");
    expect(iso("2026-03-08", 210, "America/New_York")).toBe("2026-03-08T07:30:00Z");
    expect(iso("2026-03-08", 90, "America/New_York")).toBe("2026-03-08T06:30:00Z"); // 01:30 EST
  });

  test("New York 2026-11-01: 01:30 happens twice and is the first one (EDT, 05:30 UTC)", () => {
    expect(iso("2026-11-01", 90, "America/New_York")).toBe("2026-11-01T05:30:00Z");
    expect(iso("2026-11-01", 150, "America/New_York")).toBe("2026-11-01T07:30:00Z"); // 02:30 EST
  });

  test("24:00 is the next day's midnight", () => {
    expect(iso("2026-03-28", 1440, "Europe/Madrid")).toBe("2026-03-28T23:00:00Z");
    expect(iso("2026-03-29", 1440, "Europe/Madrid")).toBe("2026-03-29T22:00:00Z");
    expect(iso("2026-12-31", 1440, "UTC")).toBe("2027-01-01T00:00:00Z");
  });
});
