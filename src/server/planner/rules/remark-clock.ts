/**
 * A clock time in a remark about how the day feels plans nothing (issue 29, kind 3): "body thinks
 * it's 3am", "feels like 5am already", "my head says it's midnight" are jet lag or a bad night, not
 * an event at 3:00 titled "Body thinks it's". An item made only of a few words, a verb of feeling
 * or thinking, "it's" and a clock (or midnight, noon) is dropped with its comma.
 */

import { readClock, wordsAt, type Rule } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";

const FEEL = new Set(["thinks", "feels", "says", "reckons", "swears"]);
/**
 * Who feels it: the body, never a person ("the receptionist says it's 3pm" is the appointment's
 * hour). "Feels like 5am" with no subject is the day's own feel.
 */
const SUBJECT = new Set(["my", "body", "brain", "head", "clock", "internal", "eyes", "it", "still"]);
const MOST_BEFORE = 3;
const NAMED = new Set(["midnight", "noon", "midday"]);

/** The end of "[like] [it's|it is] <clock> [already|still]" at k, or null. */
function clockRemark(tokens: readonly Tagged[], k: number): number | null {
  if (tokens[k]?.lower === "like") k++;
  if (wordsAt(tokens, k, ["it's"]) || wordsAt(tokens, k, ["its"])) k++;
  else if (wordsAt(tokens, k, ["it", "is"])) k += 2;
  let end: number;
  if (NAMED.has(tokens[k]?.lower ?? "")) end = k + 1;
  else {
    const c = readClock(tokens, k);
    if (!c) return null;
    end = c.end;
  }
  while (["already", "still", "lol", "haha"].includes(tokens[end]?.lower ?? "")) end++;
  while (tokens[end]?.kind === "emoji" || tokens[end]?.text === "!") end++;
  return end;
}

export const REMARK_CLOCK: Rule = {
  name: "aside/remark-clock",
  starts: { opens: true, words: [...SUBJECT, ...FEEL] },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    let k = i;
    while (k < i + MOST_BEFORE && SUBJECT.has(tokens[k]?.lower ?? "")) k++;
    if (!FEEL.has(tokens[k]?.lower ?? "")) return null;
    // "feels like 5am" alone; "thinks/says/swears" need the body as their subject.
    if (k === i && tokens[k].lower !== "feels") return null;
    const end = clockRemark(tokens, k + 1);
    if (end === null) return null;
    const stop = tokens[end];
    if ([",", "،", "-", "–", "—"].includes(stop?.text ?? "")) return { end: end + 1, text: "" };
    return closesItem(stop) ? { end, text: "" } : null;
  },
};
