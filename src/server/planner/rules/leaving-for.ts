/**
 * Anchors to the day's events hold (issue 29, kind 8): "work 9-5 but leaving early at 4 for parents
 * evening (4:30-6)", "leaving at 3 for the dentist" are two things: the leaving at that hour (which
 * ends the work day, plan.ts) and the event it is for, after it. It becomes "leaving early at 4, then
 * parents evening (4:30-6)", never one event "Leaving early for parents evening" at the event's time.
 * Not a leaving for a place the day goes through ("leaving at 8 for work", "for the airport"): that
 * is the leaving alone. Bounded: MOST words of the event.
 */

import { readClock, spanText, type Rule } from "../core/rules";
import { closesItem } from "../core/tags";

const LEAVING = new Set(["leaving", "leave"]);
/** Where a leaving goes that is no event of the day. */
const PLACES = new Set("work home school office airport station train bus uni college gym site".split(" "));
const MOST = 6;

export const LEAVING_FOR: Rule = {
  name: "anchor/leaving-for",
  // (From its "but" too: "office 8.30-5 but leaving at 3.30 for ..." is otherwise rules/but-timed-item.ts' span.)
  starts: { words: [...LEAVING, "but"] },
  match: (tokens, i) => {
    const but = tokens[i].lower === "but";
    const at = but ? i + 1 : i;
    if (!LEAVING.has(tokens[at]?.lower ?? "")) return null;
    let k = at + 1;
    if (tokens[k]?.lower === "early" || tokens[k]?.lower === "earlier") k++;
    if (tokens[k]?.lower !== "at") return null;
    const c = readClock(tokens, k + 1);
    if (!c || tokens[c.end]?.lower !== "for") return null;
    const first = c.end + 1;
    let end = first;
    while (end < first + MOST && tokens[end]?.kind === "word") end++;
    if (end === first || end - first >= MOST) return null;
    // ("for work", "for the airport": the place alone; "for the school play" is an event.)
    const words = tokens.slice(first, end).filter((t) => t.lower !== "the" && t.lower !== "my");
    if (words.length === 1 && PLACES.has(words[0].lower)) return null;
    // The event's own times may follow in brackets: "(4:30-6)".
    let close = end;
    if (tokens[end]?.text === "(") {
      while (close < end + 8 && tokens[close] && tokens[close].text !== ")") close++;
      if (tokens[close]?.text !== ")") return null;
      close++;
    }
    if (!closesItem(tokens[close]) && tokens[close]?.text !== ",") return null;
    const lead = but ? ", " : "";
    return { end: close, text: `${lead}${spanText(tokens, at, c.end)}, then ${spanText(tokens, first, close)}` };
  },
};
