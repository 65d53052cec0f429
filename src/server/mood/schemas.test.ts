/** The mood API's input rules: what is accepted, and every bad input refused with its message. */
import { createMoodSchema, rangeQuerySchema, updateMoodSchema } from "./schemas";

const issue = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? null : r.error!.issues[0].message;

describe("createMoodSchema", () => {
  test("accepts a minimal and a full check-in, normalising tags", () => {
    expect(createMoodSchema.parse({ date: "2026-11-23", score: 3 })).toEqual({
      date: "2026-11-23",
      score: 3,
      tags: [],
    });
    expect(
      createMoodSchema.parse({
        date: "2026-11-23",
        time: "23:59",
        score: 5,
        energy: 1,
        tags: [" Deep  Work ", "deep work", "Gym"],
        note: " ok ",
      }),
    ).toEqual({
      date: "2026-11-23",
      time: "23:59",
      score: 5,
      energy: 1,
      tags: ["deep work", "gym"],
      note: "ok",
    });
  });

  test.each([
    [{ date: "2026-11-23", score: 0 }, "mood.errors.score"],
    [{ date: "2026-11-23", score: 6 }, "mood.errors.score"],
    [{ date: "2026-11-23", score: 2.5 }, "mood.errors.score"],
    [{ date: "2026-11-23", score: "3" }, "mood.errors.score"],
    [{ date: "2026-11-23", score: 3, energy: 9 }, "mood.errors.energy"],
    [{ date: "2026-11-23", score: 3, extra: true }, "mood.errors.unknownField"],
    [{ date: "2026-11-23", score: 3, note: "x".repeat(2001) }, "mood.errors.noteTooLong"],
    [{ date: "2026-11-23", score: 3, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, "mood.errors.tooManyTags"],
    [{ date: "2026-11-23", score: 3, tags: ["   "] }, "mood.errors.tag"],
    [{ date: "2026-11-23", score: 3, tags: ["x".repeat(33)] }, "mood.errors.tag"],
    [{ date: "2026-02-30", score: 3 }, "mood.errors.invalidDate"],
    [{ date: "2026-11-23", time: "24:00", score: 3 }, "mood.errors.invalidTime"],
  ])("refuses %j", (input, message) => {
    expect(issue(createMoodSchema.safeParse(input))).toBe(message);
  });

  test("a note of exactly 2,000 characters and 20 tags are fine", () => {
    expect(
      createMoodSchema.safeParse({
        date: "2026-11-23",
        score: 3,
        note: "x".repeat(2000),
        tags: Array.from({ length: 20 }, (_, i) => `t${i}`),
      }).success,
    ).toBe(true);
  });
});

describe("updateMoodSchema", () => {
  test("needs something to change; null clears optional fields; unknown fields are refused", () => {
    expect(issue(updateMoodSchema.safeParse({}))).toBe("mood.errors.nothingToChange");
    expect(updateMoodSchema.parse({ energy: null, note: null })).toEqual({ energy: null, note: null });
    expect(issue(updateMoodSchema.safeParse({ score: 4, userId: "someone" }))).toBe("mood.errors.unknownField");
  });
});

describe("rangeQuerySchema", () => {
  test("from <= to and at most 400 days", () => {
    expect(rangeQuerySchema.safeParse({ from: "2025-01-01", to: "2026-02-04" }).success).toBe(true); // 400 days
    expect(issue(rangeQuerySchema.safeParse({ from: "2025-01-01", to: "2026-02-05" }))).toBe(
      "mood.errors.rangeTooLong",
    );
    expect(issue(rangeQuerySchema.safeParse({ from: "2026-02-01", to: "2026-01-01" }))).toBe("mood.errors.rangeOrder");
    expect(issue(rangeQuerySchema.safeParse({ from: "", to: "2026-01-01" }))).toBe("mood.errors.invalidDate");
  });
});
