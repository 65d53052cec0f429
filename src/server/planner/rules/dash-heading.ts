/**
 * Headings framed by dashes are not tasks (issue 29, kind 3): "— errands —", "-- work stuff --",
 * "== Monday ==" on a line of their own name what follows. The words between the marks (a few, no
 * time, no length) are dropped with the closing mark.
 */

import { type Rule } from "../core/rules";

const MARKS = new Set(["-", "—", "–", "=", "~", "*", "#"]);
const MOST = 4;

export const DASH_HEADING: Rule = {
  name: "aside/dash-heading",
  starts: { kinds: ["word"] },
  match: (tokens, i) => {
    const open = tokens[i - 1];
    // The opening mark: a bullet (a break token written as a dash) or a mark at the line's start.
    if (!open || !MARKS.has(open.text.trim())) return null;
    let k = i;
    while (k - i < MOST && tokens[k]?.kind === "word" && !tokens[k].unitMinutes && tokens[k].count === undefined) k++;
    if (k === i || !MARKS.has(tokens[k]?.text ?? "")) return null;
    let end = k + 1;
    while (MARKS.has(tokens[end]?.text ?? "")) end++;
    // ("— errands — 🙂", "== evening ==.": what closes the line goes with the heading.)
    while (tokens[end]?.endsLine) end++;
    const next = tokens[end];
    if (next !== undefined && next.kind !== "break") return null;
    return { end, text: "" };
  },
};
