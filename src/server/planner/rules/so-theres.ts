/**
 * "batch cook a lasagne, couple hours, so theres food for the week", "make soup 1h so there's lunch
 * tomorrow" (issue 29, p-seen19): what the item leaves behind, told after "so there's", is why it is
 * done, never an item of its own ("Food for the week"). The clause goes, up to the end of its item.
 * Bounded: MOST tokens.
 */

import type { Rule } from "../core/rules";
import { closesItem } from "../core/tags";

const THERE = new Set(["there's", "there’s", "theres"]);
const MOST = 10;

export const SO_THERES: Rule = {
  name: "aside/so-theres",
  starts: { words: ["so"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "so" || i === 0 || closesItem(tokens[i - 1])) return null;
    const next = tokens[i + 1];
    const k0 = next && THERE.has(next.lower) ? i + 2 : -1;
    if (k0 < 0 || tokens[k0]?.kind !== "word") return null;
    let k = k0;
    while (k < tokens.length && k - i < MOST && !closesItem(tokens[k]) && tokens[k].text !== ",") k++;
    if (k - i >= MOST) return null;
    return { end: k, text: "" };
  },
};
