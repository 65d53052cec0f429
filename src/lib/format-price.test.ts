import { formatPercent, formatPrice, minorToDecimal } from "./format-price";

describe("formatPrice", () => {
  test("whole amounts have no decimals", () => {
    expect(formatPrice(1200, "USD", "en")).toBe("$12");
    expect(formatPrice(9600, "USD", "en")).toBe("$96");
  });
  test("amounts with cents keep two decimals", () => {
    expect(formatPrice(1250, "USD", "en")).toBe("$12.50");
    expect(formatPrice(799, "EUR", "es")).toMatch(/^7,99\s€$/);
  });
  test("the language decides the layout of the number", () => {
    expect(formatPrice(1200, "USD", "es")).toMatch(/^12\sUS\$$/);
    expect(formatPrice(1200, "USD", "ar")).toContain("12");
  });
  test("currencies without minor units are not divided by 100", () => {
    expect(formatPrice(1500, "JPY", "en")).toBe("¥1,500");
  });
});

describe("formatPercent", () => {
  test("formats a whole percentage", () => {
    expect(formatPercent(33, "en")).toBe("33%");
    expect(formatPercent(33, "es")).toMatch(/^33\s%$/);
  });
});

describe("minorToDecimal", () => {
  test("uses the currency's minor unit", () => {
    expect(minorToDecimal(1200, "USD")).toBe("12.00");
    expect(minorToDecimal(1500, "JPY")).toBe("1500");
  });
});

describe("formatPrice in right-to-left languages", () => {
  test("isolates the price as left-to-right text", () => {
    const text = formatPrice(1200, "USD", "ar");
    expect(text.startsWith("\u2066")).toBe(true);
    expect(text.endsWith("\u2069")).toBe(true);
    expect(formatPrice(1200, "USD", "en")).not.toContain("\u2066");
  });
});
