/**
 * "cook iftar 1h before iftar at 5:10pm", "review notes before standup at 9:30", "repasar antes de
 * la reunión a las 12" (issue 29, kinds 1 and 8): the clock after the anchor is the anchor's own
 * time, so the anchor becomes an item of its own ("...before iftar; iftar at 5:10pm") and the task
 * keeps only its order. Up to three plain words between "before" and the cue ("before the night
 * shift at 10pm"); bounded, so linear.
 */

import { spanText, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const ARTICLES = new Set("the my our a an el la los las mi mis del".split(" "));
const SPANISH_CUES = new Set(["la", "las"]);
/** "before it closes at 2": a pronoun is the subject of a clause, not an item. */
const PRONOUNS = new Set("it they he she we you i them that this él ella ellos ellas eso".split(" "));

/** Words that make "before the guests arrive" a clause, not a name. */
const VERBISH = new Set([
  "arrive",
  "arrives",
  "come",
  "comes",
  "get",
  "gets",
  "leave",
  "leaves",
  "start",
  "starts",
  "go",
  "goes",
  "wake",
  "wakes",
  "finish",
  "finishes",
  "close",
  "closes",
  "shut",
  "shuts",
  "open",
  "opens",
]);

function plain(t: Tagged | undefined): boolean {
  return (
    t?.kind === "word" &&
    !t.tags.has("cue") &&
    !t.tags.has("connector") &&
    !t.tags.has("with") &&
    !ARTICLES.has(t.lower) &&
    !PRONOUNS.has(t.lower)
  );
}

/** The cue and where the clock starts: "at 5:10", "@ 9", "a las 12". */
function cueEnd(tokens: readonly Tagged[], k: number): number {
  const t = tokens[k];
  if (t?.lower === "at" || t?.text === "@") return k + 1;
  if (t?.lower === "a" && SPANISH_CUES.has(tokens[k + 1]?.lower ?? "")) return k + 2;
  return -1;
}

export const BEFORE_TIMED: Rule = {
  name: "anchor/before-timed-item",
  starts: { words: ["antes", "before"] },
  match: (tokens, i) => {
    const t = tokens[i];
    let k = i + 1;
    if (t.lower === "antes" && (tokens[k]?.lower === "de" || tokens[k]?.lower === "del")) k++;
    else if (t.lower !== "before") return null;
    while (ARTICLES.has(tokens[k]?.lower ?? "")) k++;
    const first = k;
    // A name of up to three words ("before the night shift at 10pm"); "before the guests arrive at
    // 7" is a clause (its verb ends the name), which rules/before-leaving.ts reads.
    // "antes de que llegue Juan a las 8": a clause, read by rules/before-leaving.ts.
    if (!plain(tokens[k]) || tokens[k].lower === "que") return null;
    k++;
    while (k < first + 3 && plain(tokens[k]) && !VERBISH.has(tokens[k].lower)) k++;
    const clock = cueEnd(tokens, k);
    const c = tokens[clock];
    if (clock < 0 || !c || (c.kind !== "clock" && c.kind !== "number")) return null;
    const noun = spanText(tokens, first, k);
    const cue = spanText(tokens, k, clock);
    const head = spanText(tokens, i, k);
    return { end: clock, text: `${head}; ${noun} ${cue}` };
  },
};
