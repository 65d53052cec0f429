/**
 * Anchors to the day's events hold (issue 29, kind 8): "up at 4:30", "up by 6", "i'm up at 5"
 * opening an item is getting up, read like "wake up at 4:30" (the day starts then), never an
 * event titled "Up".
 */

import { readClock, type Rule } from "../core/rules";
import { opensItem } from "../core/tags";

const LEAD = new Set(["i'm", "im", "i", "be"]);

export const UP_AT: Rule = {
  name: "anchor/up-at",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    let k = i;
    if (LEAD.has(tokens[k].lower)) k++;
    if (tokens[k]?.lower === "am") k++;
    if (tokens[k]?.lower !== "up") return null;
    const cue = tokens[k + 1];
    if (!cue?.tags.has("cue") && cue?.lower !== "by") return null;
    const c = readClock(tokens, k + 2);
    if (!c) return null;
    const clock = tokens
      .slice(k + 2, c.end)
      .map((t) => t.text)
      .join(" ");
    return { end: c.end, text: `wake up at ${clock}` };
  },
};
