/**
 * Anchors to the day's events hold (issue 29, kind 8): "dentist at 4:30 so need to leave by 4", "vet
 * at 11 so we have to set off at 10.30" tell when to leave for the item, said after it with "so". It is
 * the leaving the person writes after a comma ("dentist at 4:30, need to leave by 4": a short "Leave"
 * at 4, the item's time kept), never words of the item's title ("Dentist so need to leave").
 * Bounded: the subject, three words of need and the verb's particle.
 */

import { readClock, spanText, type Rule } from "../core/rules";
import { closesItem } from "../core/tags";

const WHO = new Set(["i", "we", "i'll", "ill", "i've", "ive"]);
const NEED = new Set(["need", "needs", "to", "have", "has", "got", "gotta", "must", "should", "will"]);
const LEAVE = new Set(["leave", "go", "head", "set"]);
const PARTICLE = new Set(["off", "out"]);
const WHEN = new Set(["by", "at", "around", "about"]);

export const SO_LEAVE: Rule = {
  name: "anchor/so-leave",
  starts: { words: ["so"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "so" || i === 0 || tokens[i - 1].kind === "break") return null;
    let k = i + 1;
    if (WHO.has(tokens[k]?.lower ?? "")) k++;
    const need = k;
    while (NEED.has(tokens[k]?.lower ?? "") && k < need + 3) k++;
    if (k === need || !LEAVE.has(tokens[k]?.lower ?? "")) return null;
    const verb = tokens[k].lower;
    k++;
    if (PARTICLE.has(tokens[k]?.lower ?? "")) k++;
    // ("set" alone is no leaving: "so need to set the table at 6".)
    if (verb === "set" && tokens[k - 1].lower === "set") return null;
    if (!WHEN.has(tokens[k]?.lower ?? "")) return null;
    const c = readClock(tokens, k + 1);
    if (!c || !(closesItem(tokens[c.end]) || tokens[c.end]?.text === ",")) return null;
    const from = tokens[i - 1].text === "," ? i - 1 : i;
    return { from, end: c.end, text: `, need to leave ${tokens[k].lower} ${spanText(tokens, k + 1, c.end, "")}` };
  },
};
