/**
 * Asides are not tasks (issue 29, kind 3): "30 min cardio cuz my back", "stretch because I sat all
 * day", "gimnasio porque me lo pidió el médico" say why; the reason is no part of the item (no title
 * words, and none of its words read as times: "all day" in it is no length). The clause goes up to
 * the next comma, bracket or end of sentence. Bounded: at most MOST tokens.
 */

import { type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

const BECAUSE = new Set(["because", "cuz", "cos", "coz", "'cause", "bc", "porque", "xq", "لأن", "لان"]);
const MOST = 12;

/**
 * "teletrabajo + gemelos 👶👶 xq la guarde esta cerrada", "gym at 7 💪 cos my back": after the emoji
 * that closes an item's own words on its line.
 */
function afterEmoji(tokens: readonly Tagged[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && i - k <= 4 && tokens[k].kind === "emoji") k--;
  const t = tokens[k];
  return k < i - 1 && (t?.kind === "word" || t?.kind === "number" || t?.kind === "clock");
}

export const REASON_CLAUSE: Rule = {
  name: "aside/reason-clause",
  starts: { words: [...BECAUSE] },
  match: (tokens, i) => {
    if (!BECAUSE.has(tokens[i].lower) || i === 0 || !(tokens[i - 1].kind === "word" || afterEmoji(tokens, i)))
      return null;
    // "because of the rain" is the same; "bc" alone at the end is too.
    for (let k = i + 1; k < i + MOST; k++) {
      const t = tokens[k];
      if (closesItem(t) || t.text === "," || t.text === "،" || t.text === ")" || t.text === "(")
        return { end: k, text: "" };
    }
    return null;
  },
};
