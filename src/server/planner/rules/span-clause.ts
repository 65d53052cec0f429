/**
 * An item's hours said after a comma with a word about them (issue 29, kind 1): "help the hire boats
 * through, busy 10-12", "serve the lunch rush, mostly 12-2", "school run, usually 8.30-9" are that
 * item's range ("help the hire boats through 10-12"), never an event named "Busy" or "Usually" and
 * the item left untimed. Only a whole clause: the word, the range, then the item's end or a comma.
 */

import { readClock, spanText, type Rule } from "../core/rules";
import { closesItem } from "../core/tags";

const WORDS = new Set(
  "busy usually normally mostly generally typically roughly prob probably approx around about ~ always".split(" "),
);
const TO = new Set(["-", "–", "to", "till", "til", "until"]);

export const SPAN_CLAUSE: Rule = {
  name: "range/span-clause",
  starts: { words: [...WORDS] },
  match: (tokens, i) => {
    if (!WORDS.has(tokens[i].lower) || tokens[i - 1]?.text !== ",") return null;
    // Words of the item's own before the comma: "help the hire boats through".
    const before = tokens[i - 2];
    if (before === undefined || closesItem(before) || before.kind !== "word") return null;
    const a = readClock(tokens, i + 1);
    if (!a || !TO.has(tokens[a.end]?.lower ?? "")) return null;
    const b = readClock(tokens, a.end + 1);
    if (!b || (!closesItem(tokens[b.end]) && tokens[b.end]?.text !== ",")) return null;
    const range = spanText(tokens, i + 1, b.end, tokens[a.end].kind === "punct" ? "" : " ");
    return { from: i - 1, end: b.end, text: ` ${range}` };
  },
};
