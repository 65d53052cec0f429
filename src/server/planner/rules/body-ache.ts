/**
 * How the body feels is a mood, not a task (issue 29, kind 3): "legs already hurt lol", "knees so sore
 * ugh", "my head is killing me", "neck still aching", "feet are wrecked 😩". An item made only of a body
 * part (with "my"/"the"), "is"/"are", a few words of degree and a word of aching, then "lol"/"ugh"/emoji,
 * plans nothing: the item goes, with the comma before it. Not "back pain clinic at 3", "head to the
 * gym", "ice my knee 10 min" (no aching word right after the part, or a verb opens the item).
 * Bounded: at most MOST tokens.
 */

import { type Rule } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";

const MOST = 10;
const PARTS = new Set(
  [
    "head back neck shoulder shoulders arm arms hand hands wrist wrists hip hips leg legs knee knees ankle ankles",
    "foot feet toes eyes throat stomach tummy belly tooth teeth body calves calf thighs bum",
  ]
    .join(" ")
    .split(" "),
);
const LEADS = new Set(["my", "the", "me"]);
const BE = new Set(["is", "are", "r", "was", "were", "feel", "feels"]);
const DEGREE = new Set([
  "already",
  "still",
  "so",
  "really",
  "proper",
  "well",
  "absolutely",
  "actually",
  "lowkey",
  "sooo",
]);
const ACHING = new Set([
  ..."hurt hurts hurting ache aches aching achy sore stiff throbbing pounding wrecked dead knackered".split(" "),
  ..."killing destroyed agony done broken battered numb".split(" "),
]);
/** What may close the remark: "me" (killing me), "lol", "ugh", "tbh", "already". */
const TAIL = new Set(["me", "lol", "ugh", "tbh", "already", "today", "again", "haha", "lmao", "😩", "ffs", "x"]);

const isPart = (t: Tagged | undefined): boolean => t?.kind === "word" && PARTS.has(t.lower);

export const BODY_ACHE: Rule = {
  name: "aside/body-ache",
  starts: { words: [...PARTS, ...LEADS], opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    let k = i;
    if (LEADS.has(tokens[k]?.lower ?? "")) k++;
    if (!isPart(tokens[k])) return null;
    k++;
    // "legs and feet", "back + neck".
    if ((tokens[k]?.lower === "and" || tokens[k]?.text === "+") && isPart(tokens[k + 1])) k += 2;
    if (BE.has(tokens[k]?.lower ?? "")) k++;
    while (DEGREE.has(tokens[k]?.lower ?? "") && k < i + MOST) k++;
    if (!ACHING.has(tokens[k]?.lower ?? "")) return null;
    k++;
    while (k < i + MOST && (TAIL.has(tokens[k]?.lower ?? "") || tokens[k]?.kind === "emoji" || tokens[k]?.text === "!"))
      k++;
    const end = tokens[k];
    if (!closesItem(end) && end.text !== "," && end.kind !== "emoji") return null;
    const comma = tokens[i - 1]?.text === ",";
    return { from: comma ? i - 1 : i, end: k, text: "" };
  },
};
