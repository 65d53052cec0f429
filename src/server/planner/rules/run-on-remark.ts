/**
 * A remark run on after the item with no comma (issue 29): "clean the kitchen tonight it's a bomb
 * site", "tidy my room its a tip", "hoover the car it's minging" say how things are, not what to do:
 * the remark, to the item's end, is no part of the title. Only "it's"/"that's"/"they're" opening a
 * clause of its own (not after "before", "while", "if": "walk the dog while it's light"), and "its"
 * only before the words of a remark ("its a tip", not "feed the cat its dinner"). Bounded: MOST words.
 */

import { type Rule } from "../core/rules";
import { closesItem } from "../core/tags";

const IT_IS = new Set(["it's", "it’s", "that's", "that’s", "thats", "they're", "they’re", "theyre"]);
/** After a bare "its": the words that make it "it is". */
const REMARK_NEXT = new Set(
  "a an so such been getting like literally absolutely way well actually really too".split(" "),
);
/** Words that make the clause part of the item: "before it's dark", "while it's light", "if it's dry". */
const JOINS = new Set(
  "before b4 while when whilst if until till til as because cos cuz once unless so since after that where whether then next now".split(
    " ",
  ),
);
const MOST = 6;

export const RUN_ON_REMARK: Rule = {
  name: "aside/run-on-remark",
  starts: { words: [...IT_IS, "its"] },
  match: (tokens, i) => {
    const t = tokens[i];
    const before = tokens[i - 1];
    // ("gym at 7 it's leg day": after the item's hour too.)
    const item = before?.kind === "word" || before?.kind === "number" || before?.kind === "clock";
    if (!item || JOINS.has(before.lower)) return null;
    if (!IT_IS.has(t.lower) && !(t.lower === "its" && REMARK_NEXT.has(tokens[i + 1]?.lower ?? ""))) return null;
    let k = i + 1;
    while (k < i + 1 + MOST && tokens[k]?.kind === "word" && !tokens[k].unitMinutes && !tokens[k].tags.has("cue")) k++;
    const stop = tokens[k];
    // (A length after it is the item's: "hoover the car it's minging 30 min".)
    const ends =
      closesItem(stop) || stop.kind === "emoji" || stop.kind === "number" || stop.text === "," || stop.text === "!";
    if (k === i + 1 || !ends) return null;
    return { end: k, text: "" };
  },
};
