/**
 * "10a-2p", "9:30a", "shift 7a to 3p": a clock with a bare "a" or "p" written onto it is the
 * morning's or the afternoon's hour (issue 29, r11 kind 4), "10am-2pm", never a clock and a word
 * "a" (read as nothing) or "p". Only a letter touching the number, with no letter after it. Run as
 * a pass of its own before the headings' passes (core/grammar-pass.ts): they read the clocks too.
 */

import type { Rule } from "../core/rules";
import type { Tagged } from "../core/tags";
import { opensSentence } from "../segment-words";

const MER: Record<string, string> = { a: "am", p: "pm" };
const RANGE = new Set(["-", "–", "to", "till", "til", "until"]);
/** Words after "3p.m." that go on with its sentence: "5p.m. their time", "2p.m. till 4", "9a.m. sharp". */
const GOES_ON = new Set(
  "to till til until tonight here there their your my sharp at with for on or latest ish".split(" "),
);
const CUES = new Set(["at", "@", "by", "from", "before", "after", "b4", "around", "~"]);

export const SHORT_MERIDIEM: Rule = {
  name: "clock/short-meridiem",
  starts: { kinds: ["number", "clock"] },
  match: (tokens, i) => {
    const t = tokens[i];
    const m = tokens[i + 1];
    if ((t.kind !== "number" && t.kind !== "clock") || !m || m.kind !== "word" || !MER[m.lower]) return null;
    if (m.start !== t.end || (t.value ?? 99) > 12 || (t.value ?? 0) < 1) return null;
    // "3p.m.", "10a.m": the dotted meridiem is one, whatever is around it; a last dot touching it may
    // end the sentence too (dottedEnd).
    const dotted = dottedEnd(tokens, i + 2);
    if (dotted > 0) return { end: dotted, text: `${t.text}${MER[m.lower]}` };
    // "10a-2p": nothing may touch the letter after it but a dash or a closing mark.
    const after = tokens[i + 2];
    if (after && after.start === m.end && after.kind !== "punct" && after.kind !== "break") return null;
    // A clock only: "9:30a", a range ("10a-2p", "7a to 3p") or a cue before it ("at 7p"); "room 4a" is a room.
    const timed = t.kind === "clock" || RANGE.has(after?.lower ?? "") || RANGE.has(tokens[i - 1]?.lower ?? "");
    if (!timed && !CUES.has(tokens[i - 1]?.lower ?? "")) return null;
    return { end: i + 2, text: `${t.text}${MER[m.lower]}` };
  },
};

/** The end of ".m" or ".m." touching each other from k ("3p.m., gym"), or 0. */
function dottedEnd(tokens: readonly Tagged[], k: number): number {
  const [dot, m, last] = [tokens[k], tokens[k + 1], tokens[k + 2]];
  if (dot?.text !== "." || dot.start !== tokens[k - 1].end || m?.lower !== "m" || m.start !== dot.end) return 0;
  if (tokens[k + 2]?.start === m.end && tokens[k + 2].kind === "word") return 0;
  if (last?.text !== "." || last.start !== m.end) return k + 2;
  const next = tokens[k + 3];
  if (!next || next.kind === "punct") return next ? k + 3 : k + 2;
  // A name goes on ("10a.m. Sam, 11 Priya"); a connector or a task verb opens the next sentence, as
  // after "Dr." (opensSentence); so does a small word that does not go on ("2p.m. groceries").
  if (next.kind !== "word" || opensSentence(next.text)) return k + 2;
  const small = next.text[0] === next.lower[0];
  return small && !GOES_ON.has(next.lower) && !next.tags.has("and") ? k + 2 : k + 3;
}
