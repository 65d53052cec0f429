/**
 * Text from requests, made storable: PostgreSQL refuses NUL characters in text and jsonb, and a
 * lone UTF-16 surrogate is not valid UTF-8, so either would turn a harmless request into a
 * database error (a 500) instead of a normal answer. NUL is dropped; a lone surrogate becomes the
 * replacement character, as a browser shows it.
 */
import { AppError } from "./errors";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Only strings that might need a change pay for the replacements.
const SUSPECT = /[\u0000\uD800-\uDFFF]/;

export function cleanText(text: string): string {
  if (!SUSPECT.test(text)) return text;
  return text.replace(/\u0000/g, "").replace(LONE_SURROGATE, "\uFFFD");
}

/**
 * How deep a request's JSON may nest. Rhythm's own bodies are two or three levels deep; a body of
 * 5,000 nested arrays once overflowed the stack here and answered 500. Deeper input is a 400.
 */
export const MAX_JSON_DEPTH = 32;

const tooDeep = () => new AppError("bad_request", 400, "http.tooDeep", { max: MAX_JSON_DEPTH });

/**
 * A copy of a parsed JSON value (or an action's argument) with every string, keys included,
 * cleaned. Throws a 400 AppError ("http.tooDeep") past MAX_JSON_DEPTH levels, so the recursion is
 * bounded whatever the input.
 */
export function cleanStrings(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return cleanText(value);
  if (Array.isArray(value)) {
    if (depth >= MAX_JSON_DEPTH) throw tooDeep();
    return value.map((item) => cleanStrings(item, depth + 1));
  }
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    if (depth >= MAX_JSON_DEPTH) throw tooDeep();
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [cleanText(k), cleanStrings(v, depth + 1)]));
  }
  return value;
}
