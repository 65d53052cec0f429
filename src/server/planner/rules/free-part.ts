/**
 * A part of the day kept free (issue 29, kind 3: an aside is no task): "tarde libre", "la noche
 * libre", "libre por la tarde", "afternoon off", "free evening", "العصر فاضي" (read as "in the
 * afternoon after 3pm فاضي", normalizeArabic) plan nothing in that part of the day. The item becomes
 * "keep free HH:MM-HH:MM" (phrases.ts BLOCKED_TITLE): time the solver keeps empty, with no block.
 */

import { closesItem, opensItem, type Tagged } from "../core/tags";
import { type Rule } from "../core/rules";

/** Each part's span, as the language means it: Spanish "la tarde" runs after lunch, to about 20:00. */
const PARTS: Record<string, [string, string]> = {
  tarde: ["15:00", "20:00"],
  noche: ["20:00", "24:00"],
  afternoon: ["12:00", "18:00"],
  // normalizeArabic's "in the afternoon after 3pm" (العصر) and "in the evening" (المسا)
  evening: ["18:00", "24:00"],
  night: ["20:00", "24:00"],
  tonight: ["18:00", "24:00"],
};

const FREE = new Set(["libre", "libres", "free", "off", "فاضي", "فاضية", "فاضيه", "فاضى", "فارغ", "فارغة"]);
/** Words before the part: "la tarde", "toda la tarde", "por la tarde", "in the evening", "my afternoon". */
const LEAD = new Set(["la", "toda", "por", "in", "the", "my", "mi", "all", "whole", "el", "resto", "de"]);
/** Emoji, "!" and "(:" after the item: "tarde libre 🙌", "tarde libre!!". */
const TRAILING = (t: Tagged): boolean => t.kind === "emoji" || t.text === "!";

/** The part at k after its lead words (at most three), and the index after it. */
function partAt(tokens: readonly Tagged[], k: number): { span: [string, string]; end: number } | undefined {
  let j = k;
  while (j - k < 3 && LEAD.has(tokens[j]?.lower ?? "")) j++;
  const span = PARTS[tokens[j]?.lower ?? ""];
  if (!span) return undefined;
  j++;
  // "in the afternoon after 3pm" (normalizeArabic's "العصر"): the part's hour is its own.
  const hour = tokens[j + 1];
  if (tokens[j]?.lower === "after" && (hour?.kind === "number" || hour?.kind === "clock")) {
    j += 2;
    const pm = tokens[j]?.tags.has("pm") === true;
    if (pm || tokens[j]?.tags.has("am")) j++;
    const h = (hour.value ?? 0) + (pm && (hour.value ?? 0) < 12 ? 12 : 0);
    const from = `${String(h).padStart(2, "0")}:${String(hour.minute ?? 0).padStart(2, "0")}`;
    if (h < 24 && from < span[1]) return { span: [from, span[1]], end: j };
  }
  return { span, end: j };
}

export const FREE_PART: Rule = {
  name: "aside/part-kept-free",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    let span: [string, string] | undefined;
    let k = i;
    if (FREE.has(tokens[i].lower) && tokens[i].lower !== "off") {
      // "libre por la tarde", "free evening"
      const part = partAt(tokens, i + 1);
      if (part) [span, k] = [part.span, part.end];
    } else {
      // "tarde libre", "la noche libre", "afternoon off", "العصر فاضي"
      const part = partAt(tokens, i);
      if (part && FREE.has(tokens[part.end]?.lower ?? "")) [span, k] = [part.span, part.end + 1];
    }
    if (!span) return null;
    const bare = k;
    while (k < tokens.length && TRAILING(tokens[k])) k++;
    const stop = tokens[k];
    // "tarde libre 🙌 repasar apuntes": an emoji closes the item too.
    const emojiEnded = k > bare && tokens[k - 1].kind === "emoji";
    if (!emojiEnded && !closesItem(stop) && stop.text !== "," && stop.text !== "،") return null;
    // (The emoji stays: it still ends the item.)
    return { end: emojiEnded ? bare : k, text: `keep free ${span[0]}-${span[1]}` };
  },
};
