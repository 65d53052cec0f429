/**
 * "back to back", "back-to-back", "one after another", "in a row", "seguidas", "una tras otra"
 * (issue 29, kind 1): items of a list are placed one after the other anyway, so the phrase says
 * nothing the plan needs and must not end up in a title ("Leo back to back") or cut a list of people
 * in two. Next to "each" / "cada", or right after the hours ("lessons 3.30-7 back to back"), it is dropped
 * ("3 meetings back to back 9-12" keeps its title). A
 * pass of its own before the others (core/grammar-pass.ts), so the list rules read the list whole.
 */

import { type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const NEAR = 12;

const ES_ROW = new Set(["seguidas", "seguidos", "seguiditas", "seguiditos"]);

/** Items that each get a length ("..., 1h each"): the phrase is inside a list; alone it is a title's. */
function inList(tokens: readonly Tagged[], i: number): boolean {
  for (let k = Math.max(0, i - NEAR); k < tokens.length && k < i + NEAR; k++)
    if (tokens[k].tags.has("each")) return true;
  return false;
}

/** Right after the item's hours ("lessons 3.30-7 back to back"): how the span is filled, not its name. */
function afterHours(tokens: readonly Tagged[], i: number): boolean {
  const t = tokens[i - 1];
  return t?.kind === "number" || t?.kind === "clock" || !!t?.tags.has("pm") || !!t?.tags.has("am");
}

export const BACK_TO_BACK: Rule = {
  name: "list/back-to-back",
  match: (tokens, i) => {
    if (!inList(tokens, i) && !afterHours(tokens, i)) return null;
    const w = (k: number): string => tokens[k]?.lower ?? "";
    if (w(i) === "back-to-back") return { end: i + 1, text: "" };
    if (w(i) === "back" && w(i + 1) === "to" && w(i + 2) === "back") return { end: i + 3, text: "" };
    if (w(i) === "one" && w(i + 1) === "after" && w(i + 2) === "another") return { end: i + 3, text: "" };
    if (w(i) === "in" && w(i + 1) === "a" && w(i + 2) === "row") return { end: i + 3, text: "" };
    if (w(i) === "una" && w(i + 1) === "tras" && w(i + 2) === "otra") return { end: i + 3, text: "" };
    if (w(i) === "uno" && w(i + 1) === "tras" && w(i + 2) === "otro") return { end: i + 3, text: "" };
    return ES_ROW.has(w(i)) && i > 0 ? { end: i + 1, text: "" } : null;
  },
};
