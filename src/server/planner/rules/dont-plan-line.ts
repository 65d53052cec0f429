/**
 * Headers, moods and asides are not tasks (issue 29, kind 3): a line whose last words, after a comma
 * or a dash, say it is not for the plan ("feeds roughly every 3h, not planning those", "wake up,
 * coffee, not a task lol", "school run - don't schedule it") plans nothing: the remark is about the
 * whole line, not only the words just before it. In brackets it stays with its own item
 * ("laundry (not planning that)", read by the item reader, segment-words.ts DONT_PLAN).
 * Bounded: one line, at most MOST tokens.
 */

import { spanText, type Rule } from "../core/rules";
import { opensItem } from "../core/tags";
import { DONT_PLAN } from "../segment-words";

const MOST = 40;
/** What may stand before the remark: it closes the line's list, it is no bracket. */
const LEAD = new Set([",", "،", ".", ";", "-", "–", "—"]);

export const DONT_PLAN_LINE: Rule = {
  name: "aside/dont-plan-line",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i) || tokens[i].kind === "break") return null;
    let end = i;
    while (end < tokens.length && end - i < MOST && tokens[end].kind !== "break") end++;
    if (end - i >= MOST) return null;
    const line = spanText(tokens, i, end);
    const m = DONT_PLAN.exec(line);
    if (!m || m.index === 0) return null;
    const before = line.slice(0, m.index).trimEnd();
    return LEAD.has(before.slice(-1)) ? { end, text: "" } : null;
  },
};
