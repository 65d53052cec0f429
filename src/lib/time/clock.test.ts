import { clockIntlOptions, formatClockTime, fromMinutes, isClockFormat, toMinutes, uses12Hour } from "./clock";

describe("uses12Hour", () => {
  test("auto: 12-hour in English, 24-hour in Spanish and Arabic", () => {
    expect(uses12Hour("en")).toBe(true);
    expect(uses12Hour("en", "auto")).toBe(true);
    expect(uses12Hour("es", "auto")).toBe(false);
    expect(uses12Hour("ar", null)).toBe(false);
  });
  test("an explicit choice wins over the language", () => {
    expect(uses12Hour("en", "24h")).toBe(false);
    expect(uses12Hour("es", "12h")).toBe(true);
    expect(uses12Hour("ar", "12h")).toBe(true);
  });
});

describe("formatClockTime", () => {
  test("English shows 12-hour times unless 24-hour was chosen", () => {
    expect(formatClockTime("09:30", "en")).toBe("9:30 AM");
    expect(formatClockTime("15:05", "en")).toBe("3:05 PM");
    expect(formatClockTime("12:00", "en")).toBe("12:00 PM");
    expect(formatClockTime("00:00", "en")).toBe("12:00 AM");
    expect(formatClockTime("15:05", "en", "24h")).toBe("15:05");
    expect(formatClockTime("09:30", "en", "24h")).toBe("09:30");
  });
  test("Spanish and Arabic show 24-hour times with Western digits", () => {
    expect(formatClockTime("15:05", "es")).toBe("15:05");
    expect(formatClockTime("09:30", "ar")).toBe("09:30");
    expect(formatClockTime("15:05", "ar", "auto")).toBe("15:05");
  });
  test("an explicit 12-hour choice in Spanish or Arabic uses that language's day periods", () => {
    expect(formatClockTime("15:05", "es", "12h")).toMatch(/^3:05 p\. ?m\.$/u);
    expect(formatClockTime("09:30", "ar", "12h")).toBe("9:30 ص");
    expect(formatClockTime("21:00", "ar", "12h")).toBe("9:00 م");
  });
  test("the end of the day reads as midnight; minutes work as input; junk is shown as it is", () => {
    expect(formatClockTime("24:00", "en")).toBe("12:00 AM");
    expect(formatClockTime("24:00", "es")).toBe("00:00");
    expect(formatClockTime(13 * 60 + 45, "en")).toBe("1:45 PM");
    expect(formatClockTime("soon", "en")).toBe("soon");
  });
  test("one kind of space before the day period, whatever the ICU version", () => {
    expect(formatClockTime("09:30", "en")).not.toMatch(/[\u00a0\u202f]/u);
  });
});

describe("clockIntlOptions", () => {
  test("follows the same rule for libraries that format times themselves", () => {
    expect(clockIntlOptions("en", "auto")).toEqual({ hour: "numeric", minute: "2-digit", hour12: true });
    expect(clockIntlOptions("en", "24h")).toEqual({ hour: "2-digit", minute: "2-digit", hour12: false });
    expect(clockIntlOptions("ar", "auto").hour12).toBe(false);
  });
});

describe("HH:MM helpers", () => {
  test("round trip and the clock setting's values", () => {
    expect(fromMinutes(toMinutes("07:05"))).toBe("07:05");
    expect(isClockFormat("24h")).toBe(true);
    expect(isClockFormat("25h")).toBe(false);
  });
});
