import { hasMessage, translate } from "./messages";

describe("translate (server side, next-intl's createTranslator)", () => {
  test("fills placeholders in each locale", () => {
    expect(translate("en", "errors.rateLimited", { seconds: 30 })).toContain("30");
    expect(translate("es", "errors.rateLimited", { seconds: 30 })).toContain("30");
    expect(translate("ar", "errors.rateLimited", { seconds: 30 })).toContain("30");
  });

  test("a missing key fails loudly in tests instead of showing the key", () => {
    expect(() => translate("en", "errors.noSuchKeyAnywhere")).toThrow(/Missing message "errors.noSuchKeyAnywhere"/);
    expect(hasMessage("errors.noSuchKeyAnywhere")).toBe(false);
    expect(hasMessage("errors.server")).toBe(true);
    expect(hasMessage("planner.reasons")).toBe(false);
  });

  test("a value the text needs but was not given fails loudly in tests too", () => {
    expect(() => translate("es", "planner.reasons.no-room")).toThrow(/dayEnd/);
    expect(translate("es", "planner.reasons.no-room", { dayEnd: "22:00" })).toBe(
      "no queda hueco en tu día antes de las 22:00",
    );
  });

  test("ICU plurals, with each language's forms, and apostrophes", () => {
    expect(translate("en", "push.notifications.eveningBody", { count: 1 })).toMatch(/^1 block is still open/);
    expect(translate("en", "push.notifications.eveningBody", { count: 3 })).toMatch(/^3 blocks are still open/);
    expect(translate("ar", "push.notifications.eveningBody", { count: 2 })).toMatch(/^فترتان/);
    expect(translate("ar", "push.notifications.eveningBody", { count: 5 })).toMatch(/^5 فترات/);
    expect(translate("en", "schedule.reasons.llmQuota")).toContain("today's AI planning quota");
  });
});
