/**
 * An emoji between two timed items ends the first (issue 29, kind 1): "mercado desde las 6 hasta las
 * 2 🐟 a las 10 y media descargar el pedido", "shift 7-3 ☕ at 4 dentist", "دوام من ٨ لـ ٣ 😴 الساعة ٥
 * النادي": the emoji stands where a full stop would, so the second time is never read into the first
 * item's title. Only right after a time and right before a clock cue.
 */

import { type Rule } from "../core/rules";
import { type Tagged } from "../core/tags";

/** Words that close a time: "2pm", "14h", "las 2 hs". */
const TIME_END = new Set(["h", "hs", "hrs", "pm", "am", "p.m", "a.m"]);

const isHour = (t: Tagged | undefined): boolean => t?.kind === "number" || t?.kind === "clock";

/** A clock cue opens at k: "a las 10", "at 4", "الساعة ٥", "las 10", or a clock "10:30". */
function clockCueAt(tokens: readonly Tagged[], k: number): boolean {
  const t = tokens[k];
  if (t?.kind === "clock") return true;
  if (t?.lower === "a" && tokens[k + 1]?.lower === "las") return isHour(tokens[k + 2]);
  if (t?.lower === "las" || t?.lower === "at" || t?.lower === "@" || t?.lower === "الساعة")
    return isHour(tokens[k + 1]);
  return false;
}

export const EMOJI_STOP: Rule = {
  name: "emoji/stop-between-times",
  starts: { kinds: ["emoji"] },
  match: (tokens, i) => {
    if (tokens[i].kind !== "emoji") return null;
    const prev = tokens[i - 1];
    if (!(isHour(prev) || (prev?.kind === "word" && TIME_END.has(prev.lower) && isHour(tokens[i - 2])))) return null;
    let k = i + 1;
    while (tokens[k]?.kind === "emoji") k++;
    return clockCueAt(tokens, k) ? { end: k, text: "." } : null;
  },
};
