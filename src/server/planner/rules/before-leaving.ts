/**
 * "sleep 2 hours before I head in at 9:30pm", "pack before we leave at 6", "tidy up b4 dad gets home
 * at 6", "ducharme antes de salir a las 8" (issue 29, kind 1): the time is when the person goes, so it is the deadline of the item, not
 * its start. The phrase becomes the plain "before 9:30pm" the item reader knows. A named event
 * ("before lunch with Sam at 12:30") is an item of its own and is left to read-items-split.ts.
 */

import { readClock, type Rule } from "../core/rules";
import { SHORTHAND, type Tagged } from "../core/tags";

/** Who goes: "I", "we", or a going verb written with no subject ("before leaving at 6"). */
const SUBJECT = new Set(["i", "we", "i'm", "im", "we're", "leaving", "heading", "going", "driving"]);
/** A Spanish going verb after "antes de": "antes de salir a las 8". */
const ES_GOING = new Set(["salir", "irme", "irnos", "entrar", "ir", "marcharme", "coger", "tomar"]);
const MOST = 5;

function clockAt(tokens: readonly Tagged[], k: number): { text: string; end: number } | null {
  let c = k;
  if (tokens[c]?.lower === "a" && tokens[c + 1]?.lower === "las") c += 2;
  else if (tokens[c]?.lower === "a" && tokens[c + 1]?.lower === "la") c += 2;
  else if (tokens[c]?.tags.has("cue")) c++;
  else return null;
  const clock = readClock(tokens, c);
  if (!clock) return null;
  const text = tokens
    .slice(c, clock.end)
    .map((t) => t.text)
    .join("");
  return { text, end: clock.end };
}

/**
 * "dad gets home", "the guests arrive", "Sam is back": someone comes at a time (the index after the verb), or -1.
 * So does something go: "before the post goes at 5.30", "before the bus leaves at 7" (p-en24).
 */
const COMES = new Set([
  ...["gets", "get", "comes", "come", "arrives", "arrive", "lands", "land", "wakes", "is", "are"],
  ...["goes", "go", "leaves", "leave"],
]);
function someoneComes(tokens: readonly Tagged[], i: number): number {
  for (let k = i; k < i + 4 && k < tokens.length; k++) {
    const t = tokens[k];
    if (t.kind !== "word" || t.tags.has("connector") || t.tags.has("cue")) return -1;
    if (k > i && COMES.has(t.lower)) return k + 1;
  }
  return -1;
}

/** The hour of "I leave at 6", "the kids get home at 4" from k (after "before"), or null. */
function clauseClock(tokens: readonly Tagged[], i: number): { text: string; end: number } | null {
  const comes = someoneComes(tokens, i);
  if (!SUBJECT.has(tokens[i]?.lower ?? "") && comes < 0) return null;
  let k = comes >= 0 ? comes : i + 1;
  for (let n = 0; n < MOST && k < tokens.length; n++, k++) {
    const at = clockAt(tokens, k);
    if (at) return at;
    const w = tokens[k];
    if (w.kind !== "word" || w.tags.has("connector")) return null;
  }
  return null;
}

/**
 * "bake the cake by the time the kids get home at 4", "hoover, done by the time I get Alfie" (issue
 * 29): "by the time" is "before": the hour said after it is the deadline ("before 4"), and with no
 * hour, "before I get Alfie" is left for the item reader to find the timed item it names.
 */
export const BY_THE_TIME: Rule = {
  name: "deadline/by-the-time",
  starts: { words: ["by"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "by" || tokens[i + 1]?.lower !== "the" || tokens[i + 2]?.lower !== "time") return null;
    const j = tokens[i + 3]?.lower === "that" ? i + 4 : i + 3;
    if (tokens[j]?.kind !== "word") return null;
    const at = clauseClock(tokens, j);
    return at ? { end: at.end, text: `before ${at.text}` } : { end: j, text: "before" };
  },
};

export const BEFORE_LEAVING: Rule = {
  name: "deadline/before-i-go",
  starts: { words: ["before", "antes", ...[...SHORTHAND].filter(([, w]) => w === "before").map(([s]) => s)] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (t.lower === "before" || SHORTHAND.get(t.lower) === "before") {
      const at = clauseClock(tokens, i + 1);
      return at && { end: at.end, text: `before ${at.text}` };
    }
    if (t.lower !== "antes" || tokens[i + 1]?.lower !== "de" || !ES_GOING.has(tokens[i + 2]?.lower ?? "")) return null;
    for (let n = 0, k = i + 3; n < MOST && k < tokens.length; n++, k++) {
      const at = clockAt(tokens, k);
      if (at) return { end: at.end, text: `antes de las ${at.text}` };
      const w = tokens[k];
      if (w.kind !== "word" || w.tags.has("connector")) return null;
    }
    return null;
  },
};
