/**
 * A clock time takes the reading a careful person would (issue 29, kind 9): "pick Lily up at 5 15",
 * "train @ 7 45", "a las 5 30" are 5:15, 7:45 and 5:30 said as they are spoken, never 5:00 with a
 * stray "15" left in the title. Only after "at"/"@"/"a las", an hour of 1-12 and its minutes of two
 * digits on the five-minute grid, one space apart, with no unit after them ("at 5 15 min" is not this).
 */

import { type Rule } from "../core/rules";

const AT = new Set(["at", "@", "las"]);

export const SPACED_CLOCK: Rule = {
  name: "clock/spaced-minutes",
  starts: { kinds: ["number"] },
  match: (tokens, i) => {
    const h = tokens[i];
    const m = tokens[i + 1];
    if (!AT.has(tokens[i - 1]?.lower ?? "") || h.kind !== "number" || m?.kind !== "number") return null;
    if ((h.digits ?? 0) > 2 || (h.value ?? 0) < 1 || (h.value ?? 0) > 12) return null;
    if (m.text.length !== 2 || (m.value ?? 60) >= 60 || (m.value ?? 1) % 5 !== 0 || m.start !== h.end + 1) return null;
    const after = tokens[i + 2];
    if (after?.unitMinutes || after?.kind === "number") return null;
    return { end: i + 2, text: `${h.text}:${m.text}` };
  },
};
