/**
 * "take her to the GP at 2.15 (back by 3.30)", "football w/ Sam at 10, back around 12", "hospital
 * appt 11 (should be back by 1)", "médico a las 2:15 (volvemos a las 3:30)" (issue 29, en23): getting
 * back, said right after a timed outing's hour, is when the outing ends, never a task titled "Back"
 * nor a second outing at the hour of return. It becomes the plain "until 3.30" ("hasta las 3:30")
 * the item reader knows. Only after a start written alone (no range before it), and "home" only in
 * brackets ("lunch at 1, home by 6" may be the day's end, rules/home-by.ts).
 * After an outing that has its own end ("gym 5-6, back by 7", "swim 7-8am, back by 9", "gimnasio de 5 a
 * 6, vuelvo a las 7") the return adds nothing: it is dropped, never a task "Back" (kind short23-2).
 */

import { readClock, spanText, type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

const SEPARATORS = new Set(["(", ",", "-", "–", "—"]);
/** Words before the return: "should be back", "we'll be back", "prob back", "get back". */
const LEAD = new Set("should be i'll we'll she'll he'll i'm we're prob probably hopefully get getting we".split(" "));
/** "back", and the Arabic return the Arabic reader leaves as written: "(نرجع الساعة ٣:٣٠)". */
const BACK = new Set(["back", "نرجع", "راجعين", "برجع", "بنرجع", "هنرجع", "راجعة", "راجع", "نرجعو"]);
/** Link words before the hour: "by", "at", "around", "for", "about", "~", "a las", "sobre las". */
const LINK = new Set("by at around about for before ~ a sobre hacia las la".split(" "));
const RANGE = new Set(["-", "–", "to", "till", "til", "until", "a", "hasta"]);
const SPANISH_RETURN = new Set(["volvemos", "vuelvo", "vuelta", "regreso", "regresamos"]);
const MOST_LEAD = 3;

/** The clock ending right at i: a start written alone, the end of a range ("5-6"), or none. */
function clockBefore(tokens: readonly Tagged[], i: number): "start" | "range" | null {
  for (let k = Math.max(0, i - 3); k < i; k++) {
    const c = readClock(tokens, k);
    if (!c || c.end !== i) continue;
    const before = tokens[k - 1];
    if (before === undefined || before.kind === "break") return null;
    return RANGE.has(before.lower) ? "range" : "start";
  }
  return null;
}

export const BACK_BY: Rule = {
  name: "anchor/back-by",
  starts: { words: [...SEPARATORS] },
  match: (tokens, i) => {
    const open = tokens[i].text === "(";
    const before = SEPARATORS.has(tokens[i].text) ? clockBefore(tokens, i) : null;
    if (before === null) return null;
    let k = i + 1;
    // "(de vuelta a las 3:30)": the Spanish return.
    if (tokens[k]?.lower === "de" && tokens[k + 1]?.lower === "vuelta") k++;
    while (k < i + 1 + MOST_LEAD && LEAD.has(tokens[k]?.lower ?? "") && !SPANISH_RETURN.has(tokens[k].lower)) k++;
    const spanish = SPANISH_RETURN.has(tokens[k]?.lower ?? "");
    const home = tokens[k]?.lower === "home";
    if (!spanish && !BACK.has(tokens[k]?.lower ?? "") && !(home && open)) return null;
    k++;
    if (tokens[k]?.lower === "home") {
      // ("work 9-5, back home by 6": perhaps the day's end, rules/home-by.ts.)
      if (before === "range" && !open) return null;
      k++;
    }
    const link = k;
    while (k < link + 2 && LINK.has(tokens[k]?.lower ?? "")) k++;
    if (k === link) return null;
    const c = readClock(tokens, k);
    if (!c) return null;
    let end = c.end;
    if (tokens[end]?.lower === "ish") end++;
    if (open) {
      if (tokens[end]?.text !== ")") return null;
      end++;
    } else if (!closesItem(tokens[end]) && tokens[end]?.text !== ",") return null;
    // The outing already ends: the return adds nothing.
    if (before === "range") return { end, text: "" };
    const clock = spanText(tokens, k, c.end, "");
    // (A bracket has its own space before it; a comma has none.)
    const space = open ? "" : " ";
    return { end, text: spanish ? `${space}hasta las ${clock}` : `${space}until ${clock}` };
  },
};
