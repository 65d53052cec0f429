/**
 * A slash with a space on each side parts two items (issue 29, kind 1): "9:00 standup / 9:30-11 focus: API
 * docs / 11:30 1:1 w Maria / lunch", "correos / llamar a mamá / gym a las 6", "إيميلات / الجيم ٦". Read as
 * the semicolon the list splitter knows; it was no joint at all, so a whole day ran into one item with
 * the first item's time. A slash glued to a word ("w/ Sam", "and/or", "9/10", "BCN/LHR") is left alone,
 * and so is one between two numbers ("score 3 / 10").
 */

import type { Rule } from "../core/rules";

export const SLASH_LIST: Rule = {
  name: "list/slash",
  starts: { words: ["/"] },
  match: (tokens, i) => {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.text !== "/" || !prev || !next || prev.kind === "break" || next.kind === "break") return null;
    // Spaced on both sides: a joint, not a word's slash.
    if (prev.end === t.start || t.end === next.start) return null;
    if (prev.kind === "number" && next.kind === "number") return null;
    return { end: i + 1, text: ";" };
  },
};
