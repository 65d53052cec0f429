/**
 * "call Jo at 5 to 3", "meet at 10 to 4", "at 25 to 6" (issue 29, kind 9): after "at", a few
 * minutes "to" an hour is the time those minutes before it (14:55, 15:50, 17:35), the British way;
 * never a range from 5 to 3. Only 5, 10, 20 and 25 minutes ("from 10 to 4" and "2 to 4" stay ranges).
 */

import { readClock, type Rule } from "../core/rules";

const MINUTES = new Set([5, 10, 20, 25]);

export const MINUTES_TO: Rule = {
  name: "clock/minutes-to",
  starts: { tags: ["cue"] },
  match: (tokens, i) => {
    const n = tokens[i + 1];
    if (!tokens[i].tags.has("cue") || n?.kind !== "number" || !MINUTES.has(n.value ?? 0)) return null;
    if (tokens[i + 2]?.lower !== "to") return null;
    const h = readClock(tokens, i + 3);
    if (!h || tokens[i + 3].kind !== "number" || h.h < 1 || h.h > 12) return null;
    const hour = h.h === 1 ? 12 : h.h - 1;
    const minute = String(60 - (n.value ?? 0)).padStart(2, "0");
    return { end: h.end, text: `${tokens[i].text} ${hour}:${minute}${h.mer ? ` ${h.mer}` : ""}` };
  },
};
