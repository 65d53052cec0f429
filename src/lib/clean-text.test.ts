import { cleanStrings, cleanText, MAX_JSON_DEPTH } from "./clean-text";

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

describe("cleanStrings depth limit", () => {
  const nested = (depth: number, leaf: unknown = "x") => {
    let value: unknown = leaf;
    for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
    return value;
  };

  test(`up to ${MAX_JSON_DEPTH} nested containers pass`, () => {
    expect(cleanStrings(nested(MAX_JSON_DEPTH, "a\u0000"))).toEqual(nested(MAX_JSON_DEPTH, "a"));
  });

  test("deeper input (5,000 nested arrays, as JSON.parse gives it) is a 400 with a message, not a stack overflow", () => {
    const body = JSON.parse("[".repeat(5000) + "]".repeat(5000));
    expect(() => cleanStrings(body)).toThrow(expect.objectContaining({ status: 400, messageKey: "http.tooDeep" }));
    expect(() => cleanStrings(nested(MAX_JSON_DEPTH + 1))).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => cleanStrings(nested(100_000))).toThrow(expect.objectContaining({ code: "bad_request" }));
  });
});
