import { hasMessage, translate } from "./messages";

describe("translate (server side, next-intl's formatter)", () => {
  test("fills placeholders in each locale", () => {
    expect(translate("en", "errors.rateLimited", { seconds: 30 })).toContain("30");
    expect(translate("es", "errors.rateLimited", { seconds: 30 })).toContain("30");
    expect(translate("ar", "errors.rateLimited", { seconds: 30 })).toContain("30");
  });

  test("a missing key fails loudly in tests instead of showing the key", () => {
    expect(() => translate("en", "errors.noSuchKeyAnywhere")).toThrow(/Missing message "errors.noSuchKeyAnywhere"/);
    expect(hasMessage("errors.noSuchKeyAnywhere")).toBe(false);
    expect(hasMessage("errors.server")).toBe(true);
  });
});
