/**
 * "gig at the Fox, on at 9.15pm, 20 min set", "open mic 8pm, 10 min slot", "panel at 2, 45 min
 * talk": the length of a performance or a turn, said with its noun after a comma, is the item's
 * length (issue 29, kind 1), not an item "Set" of its own. So is a call's: "book the flu jab, 5 min
 * call", "ring the bank, 10 min chat". Only the nouns of a turn or a call, closing the item.
 */

import { readLength, type Rule } from "../core/rules";
import { closesItem } from "../core/tags";

const TURNS = new Set(["set", "slot", "spot", "talk", "turn", "call", "chat"]);

export const LENGTH_NOUN: Rule = {
  name: "length/turn-noun",
  starts: { words: [","] },
  match: (tokens, i) => {
    if (tokens[i].text !== "," || i === 0 || tokens[i - 1].kind === "break") return null;
    const len = readLength(tokens, i + 1);
    if (!len || !TURNS.has(tokens[len.end]?.lower ?? "")) return null;
    const end = len.end + 1;
    return closesItem(tokens[end]) ? { end, text: ` (${len.minutes} min)` } : null;
  },
};
