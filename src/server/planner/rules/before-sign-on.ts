/**
 * "ring the union rep, b4 i sign on", "iron a shirt before I clock in", "after I clock off" (issue
 * 29, en18): a shift worker's own words for the start or end of work are "before work" / "after
 * work", which the item reader ties to the day's work hours. "start" only ends its clause
 * ("before I start", never "before I start cooking").
 */

import { type Rule } from "../core/rules";
import { closesItem, SHORTHAND } from "../core/tags";

const WHO = new Set(["i", "we"]);
/** Second word after each first word: "sign on", "clock in", "log on", "go in". */
const STARTS: Record<string, readonly string[]> = { sign: ["on", "in"], clock: ["on", "in"], log: ["on"], go: ["in"] };
const ENDS: Record<string, readonly string[]> = { sign: ["off", "out"], clock: ["off", "out"], log: ["off"] };

export const SIGN_ON: Rule = {
  name: "anchor/sign-on",
  starts: { words: ["before", "b4", "bfr", "after"] },
  match: (tokens, i) => {
    const w = tokens[i].lower;
    const before = w === "before" || SHORTHAND.get(w) === "before";
    if ((!before && w !== "after") || !WHO.has(tokens[i + 1]?.lower ?? "")) return null;
    const verb = tokens[i + 2]?.lower ?? "";
    const pairs = before ? STARTS : ENDS;
    const said = before ? "before work" : "after work";
    if (pairs[verb]?.includes(tokens[i + 3]?.lower ?? "")) return { end: i + 4, text: said };
    const end = tokens[i + 3];
    if (before && verb === "start" && (closesItem(end) || end?.text === ",")) return { end: i + 3, text: said };
    return null;
  },
};
