/**
 * Text from requests, made storable: PostgreSQL refuses NUL characters in text and jsonb, and a
 * lone UTF-16 surrogate is not valid UTF-8, so either would turn a harmless request into a
 * database error (a 500) instead of a normal answer. NUL is dropped; a lone surrogate becomes the
 * replacement character, as a browser shows it.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Only strings that might need a change pay for the replacements.
const SUSPECT = /[\u0000\uD800-\uDFFF]/;

export function cleanText(text: string): string {
  if (!SUSPECT.test(text)) return text;
  return text.replace(/\u0000/g, "").replace(LONE_SURROGATE, "\uFFFD");
}

/** A copy of a parsed JSON value (or an action's argument) with every string, keys included, cleaned. */
export function cleanStrings(value: unknown): unknown {
  if (typeof value === "string") return cleanText(value);
  if (Array.isArray(value)) return value.map(cleanStrings);
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [cleanText(k), cleanStrings(v)]));
  }
  return value;
}
