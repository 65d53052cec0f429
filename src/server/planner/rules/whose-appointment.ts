/**
 * "أودي الوالدة للمستشفى موعدها الساعة ٥:٣٠", "أوصل أبوي للدكتور، موعده الساعة ٥", "llevar a mi madre al
 * médico, su cita es a las 5": the time of someone's appointment is the time of the trip that takes
 * them, never an item of its own titled "موعده" or a title ending in "موعدها". The phrase becomes the
 * plain "at 5:30" / "a las 5" the reader knows. Bounded: a few tokens.
 */

import { readClock, spanText, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

/** "her appointment", "his", "their", "mine", with a glued "و" (and). */
const WHOSE_AR = new Set(
  ["موعده", "موعدها", "موعدهم", "موعدي", "موعدنا", "معاده", "معادها", "معادهم", "معادي"].flatMap((w) => [w, `و${w}`]),
);
/** "أحجز موعدي الساعة ٥": booking, moving or cancelling the appointment is the item itself. */
const HANDLE_AR = new Set([
  "أحجز",
  "احجز",
  "نحجز",
  "أأكد",
  "أكد",
  "اكد",
  "ألغي",
  "الغي",
  "أغير",
  "اغير",
  "أأجل",
  "اأجل",
  "أجل",
]);
const OWNER_ES = new Set(["su", "mi", "la"]);
const APPT_ES = new Set(["cita", "turno", "consulta"]);

/** The clock after "at" at k (the normalised Arabic "الساعة"), its text and end. */
function atClock(tokens: readonly Tagged[], k: number): { text: string; end: number } | null {
  if (tokens[k]?.lower !== "at") return null;
  const c = readClock(tokens, k + 1);
  return c ? { text: spanText(tokens, k + 1, c.end), end: c.end } : null;
}

/** An item's words (or a comma after them) come right before: the appointment is that item's. */
const afterItem = (tokens: readonly Tagged[], i: number): boolean => {
  const prev = tokens[i - 1];
  if (!prev || prev.kind === "break") return false;
  if (prev.text === ",") return tokens[i - 2]?.kind === "word";
  return prev.kind === "word";
};

export const WHOSE_APPOINTMENT: Rule = {
  name: "time/whose-appointment",
  starts: { words: [...WHOSE_AR, ...OWNER_ES] },
  match: (tokens, i) => {
    if (!afterItem(tokens, i)) return null;
    const from = tokens[i - 1].text === "," ? i - 1 : undefined;
    if (WHOSE_AR.has(tokens[i].text)) {
      if (HANDLE_AR.has(tokens[i - 1].text)) return null;
      const c = atClock(tokens, i + 1);
      return c ? { end: c.end, text: ` at ${c.text}`, from } : null;
    }
    // "..., su cita es a las 5", "..., la consulta es a las 10:30".
    if (!OWNER_ES.has(tokens[i].lower) || !APPT_ES.has(tokens[i + 1]?.lower ?? "")) return null;
    let k = i + 2;
    if (tokens[k]?.lower === "es") k++;
    if (tokens[k]?.lower !== "a" || !["las", "la"].includes(tokens[k + 1]?.lower ?? "")) return null;
    const c = readClock(tokens, k + 2);
    if (!c || from === undefined) return null;
    return { end: c.end, text: ` a las ${spanText(tokens, k + 2, c.end)}`, from };
  },
};
