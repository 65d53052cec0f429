/**
 * "10a-2p", "9:30a", "shift 7a to 3p": a clock with a bare "a" or "p" written onto it is the
 * morning's or the afternoon's hour (issue 29, r11 kind 4), "10am-2pm", never a clock and a word
 * "a" (read as nothing) or "p". Only a letter touching the number, with no letter after it. Run as
 * a pass of its own before the headings' passes (core/grammar-pass.ts): they read the clocks too.
 */

import type { Rule } from "../core/rules";

const MER: Record<string, string> = { a: "am", p: "pm" };
const RANGE = new Set(["-", "–", "to", "till", "til", "until"]);
const CUES = new Set(["at", "@", "by", "from", "before", "after", "b4", "around", "~"]);

export const SHORT_MERIDIEM: Rule = {
  name: "clock/short-meridiem",
  starts: { kinds: ["number", "clock"] },
  match: (tokens, i) => {
    const t = tokens[i];
    const m = tokens[i + 1];
    if ((t.kind !== "number" && t.kind !== "clock") || !m || m.kind !== "word") return null;
    // "3p.m.", "10 a.m": the tokenizer reads a dotted meridiem as one word, "pm" (core/tokenize.ts).
    if (m.text.includes(".") && (m.lower === "am" || m.lower === "pm"))
      return { end: i + 2, text: `${t.text}${m.start === t.end ? "" : " "}${m.lower}` };
    if (!MER[m.lower] || m.start !== t.end || (t.value ?? 99) > 12 || (t.value ?? 0) < 1) return null;
    // "10a-2p": nothing may touch the letter after it but a dash or a closing mark.
    const after = tokens[i + 2];
    if (after && after.start === m.end && after.kind !== "punct" && after.kind !== "break") return null;
    // A clock only: "9:30a", a range ("10a-2p", "7a to 3p") or a cue before it ("at 7p"); "room 4a" is a room.
    const timed = t.kind === "clock" || RANGE.has(after?.lower ?? "") || RANGE.has(tokens[i - 1]?.lower ?? "");
    if (!timed && !CUES.has(tokens[i - 1]?.lower ?? "")) return null;
    return { end: i + 2, text: `${t.text}${MER[m.lower]}` };
  },
};
