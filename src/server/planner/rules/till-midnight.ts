/**
 * "party 8 till midnight", "shift 6 to midnight": a bare hour before "till midnight" is that hour of
 * the evening, the start of a span ending at midnight, said as "from 8pm" (never an hour-long event at 8).
 */

import type { Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const TILL = new Set(["till", "til", "until", "to"]);
const NOT_BEFORE = new Set(["from", "at", "by", "since", "after", "before", "around", "about"]);

const bareHour = (t: Tagged | undefined): boolean =>
  t?.kind === "number" && !t.glued && (t.value ?? 0) >= 1 && (t.value ?? 0) <= 11;

export const TILL_MIDNIGHT: Rule = {
  name: "range/till-midnight",
  starts: { kinds: ["number"] },
  match: (tokens, i) => {
    const prev = tokens[i - 1];
    if (!bareHour(tokens[i]) || prev?.kind !== "word" || NOT_BEFORE.has(prev.lower)) return null;
    if (!TILL.has(tokens[i + 1]?.lower ?? "") || tokens[i + 2]?.lower !== "midnight") return null;
    return { end: i + 1, text: `from ${tokens[i].text}pm` };
  },
};

const CLOSE = new Set(["close", "closing"]);
const DASHES = new Set(["-", "–", "—"]);

/**
 * "shift at the Crown 5pm-close (1am)", "bar 6pm till close (midnight)", "5pm to closing": a span from
 * the hour to the place's closing, with the closing hour in brackets when given ("5pm-1am": to midnight
 * on this day), else to midnight. Only with the start's half of the day said ("6 till close" may be a
 * shop's morning). The tokenizer keeps "pm-close" whole.
 */
export const TILL_CLOSE: Rule = {
  name: "range/till-close",
  starts: { kinds: ["number", "clock"] },
  match: (tokens, i) => {
    const t = tokens[i];
    if ((t.kind !== "number" && t.kind !== "clock") || (t.value ?? 0) > 12) return null;
    let k = i + 1;
    let mer: string | undefined;
    const glued = /^([ap]m)-(close|closing)$/u.exec(tokens[k]?.lower ?? "");
    if (glued) {
      mer = glued[1];
      k++;
    } else {
      if (tokens[k]?.tags.has("pm") || tokens[k]?.tags.has("am")) mer = tokens[k++].lower;
      if (!(DASHES.has(tokens[k]?.text ?? "") || TILL.has(tokens[k]?.lower ?? ""))) return null;
      k++;
      if (!CLOSE.has(tokens[k]?.lower ?? "")) return null;
      k++;
    }
    if (!mer) return null;
    let end = "midnight";
    if (tokens[k]?.text === "(" && (tokens[k + 1]?.kind === "number" || tokens[k + 1]?.kind === "clock")) {
      const closeAt = tokens[k + 2]?.tags.has("am") || tokens[k + 2]?.tags.has("pm") ? k + 3 : k + 2;
      if (tokens[closeAt]?.text === ")") {
        end = tokens
          .slice(k + 1, closeAt)
          .map((x) => x.text)
          .join("");
        k = closeAt + 1;
      }
    }
    return { end: k, text: `${t.text}${mer}-${end}` };
  },
};
