/**
 * Headers, moods and asides are not tasks (issue 29, kind 3): "laundry at some point, been wearing the
 * same socks 3 days 🤢", "hoover the stairs 20 min, been putting it off all week", "been up since 4
 * with the baby" say why or how the day is, and plan nothing. A clause that opens with "been" and a
 * word of going on ("wearing", "putting", "up", "awake") goes, with the comma before it, to the end
 * of its item. Not "been meaning to ring Gran" (a wish is the task), nor a clause that says a length
 * or a clock (it times the item). Bounded: at most MOST tokens after "been".
 */

import { readLength, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const MOST = 14;
/** Words after "been" that say what has been going on, besides "-ing" words. */
const STATES = new Set(["up", "awake", "ill", "sick", "ages", "forever", "told", "asked", "stuck"]);
/** "been meaning to", "been wanting to": the wish is the task. */
const WISHES = new Set(["meaning", "wanting", "needing", "planning", "hoping", "dying"]);
const SEPARATORS = new Set([",", "-", "–", "—", ";"]);
const ENDS = new Set([".", ";"]);

function going(t: Tagged | undefined): boolean {
  if (t?.kind !== "word" || WISHES.has(t.lower)) return false;
  return STATES.has(t.lower) || (t.lower.length > 4 && t.lower.endsWith("ing"));
}

export const BEEN_ASIDE: Rule = {
  name: "aside/been-clause",
  starts: { words: ["been"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "been" || !going(tokens[i + 1])) return null;
    const prev = tokens[i - 1];
    const opens = !prev || prev.kind === "break";
    if (!opens && !SEPARATORS.has(prev.text)) return null;
    let end = i + 2;
    while (end < tokens.length && tokens[end].kind !== "break" && !ENDS.has(tokens[end].text)) {
      if (end - i > MOST) return null;
      const t = tokens[end];
      // ("been banging all night, 30 min": the item's own length after the clause stays.)
      if (t.text === "," && readLength(tokens, end + 1)) break;
      if (t.kind === "clock" || readLength(tokens, end)) return null;
      end++;
    }
    return { from: opens ? i : i - 1, end, text: "" };
  },
};
