import en from "../../../messages/en.json";
import es from "../../../messages/es.json";
import ar from "../../../messages/ar.json";
import { planDay } from "./plan";
import { formatReason, REASON_CODES } from "./reasons";
import { validateDescription } from "./validate";

describe("reason messages", () => {
  // Same keys and placeholders in every language: src/i18n/messages.test.ts, for the whole catalogue.
  it("are translated: Spanish differs from English, Arabic is in Arabic script", () => {
    for (const code of REASON_CODES) {
      const key = code as keyof typeof en.planner.reasons;
      expect(es.planner.reasons[key]).not.toBe(en.planner.reasons[key]);
      expect(ar.planner.reasons[key]).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it("keep values as given: a title with ICU syntax or an apostrophe, numbers ungrouped", () => {
    const conflict = { code: "conflict", params: { time: "09:00", title: "Bob's {x} <b>'#'</b>" } };
    expect(formatReason(conflict, "en")).toBe("at 9am, as you said; it overlaps Bob's {x} <b>'#'</b>");
    expect(formatReason({ code: "longer-than-day", params: { minutes: 1500 } }, "en")).toBe(
      "1500 minutes is longer than your whole day",
    );
    expect(formatReason({ code: "split-part", params: { part: 1, parts: 2 } }, "es")).toBe("parte 1 de 2");
  });

  it("formats with parameters, in each locale", () => {
    expect(formatReason({ code: "fixed-time", params: { time: "09:30" } }, "en")).toBe("at 9:30am, as you said");
    expect(formatReason({ code: "deadline", params: { deadline: "15:00" } }, "en")).toBe("before your 3pm deadline");
    expect(formatReason({ code: "fixed-time", params: { time: "12:00" } }, "en")).toBe("at noon, as you said");
    expect(formatReason({ code: "deadline", params: { deadline: "15:00" } }, "es")).toBe(
      "antes de tu límite de las 15:00",
    );
    expect(formatReason({ code: "fixed-time", params: { time: "09:30" } }, "es")).toBe("a las 9:30, como dijiste");
    expect(formatReason({ code: "no-room", params: { dayEnd: "22:00" } }, "ar")).toContain("22:00");
    expect(formatReason({ code: "unknown-code" }, "en")).toBe("unknown-code");
  });

  it("follows the user's clock setting when one is given, the language otherwise", () => {
    const at = (time: string) => ({ code: "fixed-time", params: { time } });
    expect(formatReason(at("15:00"), "en", "auto")).toBe("at 3pm, as you said");
    expect(formatReason(at("15:00"), "en", "24h")).toBe("at 15:00, as you said");
    expect(formatReason(at("09:30"), "en", "24h")).toBe("at 09:30, as you said");
    expect(formatReason(at("09:30"), "es", "auto")).toBe("a las 9:30, como dijiste");
    expect(formatReason(at("15:00"), "es", "12h")).toMatch(/^a las 3:00 p\. ?m\., como dijiste$/u);
    expect(formatReason(at("21:00"), "ar", "12h")).toContain("9:00 م");
    expect(formatReason(at("21:00"), "ar")).toContain("21:00");
  });

  it("covers every code the engine produces for a busy day", () => {
    const plan = planDay(
      "standup at 9:30, meeting at 9:35, 3 hours on the report by 3pm, lunch, gym after work, call mom in the evening, read before bed, then emails, nap after lunch, 10 hours of painting",
      { date: "2026-11-23", dayStart: "08:00", dayEnd: "22:00" },
    );
    const codes = [
      ...plan.blocks.map((b) => b.reason.code),
      ...plan.unscheduled.map((u) => u.reason.code),
      ...(plan.warnings ?? []).map((w) => w.code),
    ];
    for (const code of codes) expect(REASON_CODES).toContain(code);
  });
});

describe("validateDescription", () => {
  it("rejects empty and too-long descriptions", () => {
    expect(validateDescription("")).toEqual({ ok: false, code: "empty" });
    expect(validateDescription(" \n\t ")).toEqual({ ok: false, code: "empty" });
    expect(validateDescription("x".repeat(4001))).toEqual({ ok: false, code: "too-long" });
    expect(validateDescription("x".repeat(4000))).toEqual({ ok: true, text: "x".repeat(4000) });
    expect(validateDescription("  gym at 6 ")).toEqual({ ok: true, text: "gym at 6" });
  });
});

describe("times taken from another item say so (issue 29, kind 9)", () => {
  const day = { date: "2026-11-24", dayStart: "07:00", dayEnd: "22:00" };
  const reasonOf = (text: string, title: string) => planDay(text, day).blocks.find((b) => b.title === title)?.reason;
  it("a trip or a departure pinned before its event names the event", () => {
    expect(reasonOf("dentist at 3, need to leave 30 min before", "Leave")).toEqual({
      code: "before-meal",
      params: { title: "Dentist" },
    });
    expect(reasonOf("job interview at 2pm, 30 min bus ride", "Bus ride")).toEqual({
      code: "before-meal",
      params: { title: "Job interview" },
    });
  });
  it("a departure due by an hour names that hour", () => {
    expect(reasonOf("dinner 7:30 at Luigi's - leave by 7", "Leave")).toEqual({
      code: "fixed-until",
      params: { time: "19:00" },
    });
  });
});
