import { cleanStrings, cleanText } from "./clean-text";

describe("cleanText", () => {
  test("drops NUL and replaces lone surrogates, keeps everything else", () => {
    expect(cleanText("a\u0000b")).toBe("ab");
    expect(cleanText("x\ud800y")).toBe("x\ufffdy");
    expect(cleanText("x\udc00")).toBe("x\ufffd");
    // A real pair (an emoji) and right-to-left text are untouched.
    expect(cleanText("gym 💪 مساء")).toBe("gym 💪 مساء");
    expect(cleanText("line\nbreak\ttab")).toBe("line\nbreak\ttab");
  });
});

describe("cleanStrings", () => {
  test("walks objects and arrays, keys included, and leaves other values alone", () => {
    const input = { "de\u0000sc": "a\u0000", list: ["\ud800", 3, null, true], nested: { when: "9\u0000:30" } };
    expect(cleanStrings(input)).toEqual({ desc: "a", list: ["\ufffd", 3, null, true], nested: { when: "9:30" } });
    const date = new Date(0);
    expect(cleanStrings(date)).toBe(date);
    expect(cleanStrings(42)).toBe(42);
  });
});
