/**
 * A deadline named as such (issue 29, kind 6): "(deadline 3pm)", "due 5", "due at noon",
 * "entrega a las 6", "fecha límite: 14h", "(closes 6:30!!)" are deadlines of the item, never its start. The phrase
 * becomes the plain "by 3pm" (or "antes de las 6") the item reader knows.
 */

import { readClock, type Rule } from "../core/rules";

/** "due 5", and a place that shuts: "dry cleaning (closes 6:30)", "pharmacy shuts at 6". */
const EN = new Set(["deadline", "due", "closes", "shuts", "closing"]);
const PRONOUNS = new Set(["it", "they", "she", "he"]);
const DAY_WORDS = new Set(["tonight", "today"]);
const CLOSING = new Set(["closes", "shuts", "closing"]);
const ES = new Set(["entrega", "plazo", "límite", "limite"]);
/** "confirmar la entrega antes de la 1": with its article and a "before" of its own, the noun is what the item is about. */
const ES_ARTICLE = new Set(["la", "una", "mi", "su", "tu", "esa", "esta"]);
/** "التسليم قبل الساعة ٥" (as normalizeArabic writes it, "التسليم by 17:00"), "الديدلاين ٣": read as English. */
const AR = ["التسليم", "تسليم", "والتسليم", "الديدلاين", "ديدلاين"];
for (const w of AR) EN.add(w);
// ("entrega antes de las 6", "due before 5": the noun with its "before".)
const LINK = new Set([":", "at", "by", "is", "@", "a", "las", "la", "hasta", "antes", "de", "before"]);

/** Whom it goes to: "the", "my", "our" and a few words, or a name ("to Sam"). */
const WHOSE = new Set(["the", "my", "our", "his", "her", "their"]);
const MOST_RECIPIENT = 4;
/** "piece is due", "report's due": a statement of the day's deadline. */
const SAID = new Set(["is", "'s", "’s", "are", "s"]);

/**
 * "due to the manager at 12", "due with the editor at 4" (issue 29): whom it goes to before the
 * hour; the index after it, or k when there is none. "due to arrive at 4" is no recipient: a verb
 * after "to" is when something happens (and "the train's due in at 4" is its arrival).
 */
function pastRecipient(tokens: Parameters<Rule["match"]>[0], k: number): number {
  const w = tokens[k]?.lower;
  if (w !== "to" && w !== "with") return k;
  const who = tokens[k + 1];
  if (!who || who.kind !== "word" || (!WHOSE.has(who.lower) && !/^\p{Lu}/u.test(who.text))) return k;
  let j = k + 2;
  while (j < k + MOST_RECIPIENT && tokens[j]?.kind === "word" && !LINK.has(tokens[j].lower)) j++;
  // "essay due with my tutor by 5" too; but "piece is due to the desk by 4pm" is said of the whole
  // day (refiners/due-statement.ts).
  const by = tokens[j]?.lower === "by" && !SAID.has(tokens[k - 2]?.lower ?? "");
  return tokens[j]?.lower === "at" || tokens[j]?.text === "@" || by ? j : k;
}

export const DEADLINE_WORD: Rule = {
  name: "deadline/named",
  starts: { words: [...EN, ...ES] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (t.kind !== "word") return null;
    const spanish = ES.has(t.lower);
    if (!EN.has(t.lower) && !spanish) return null;
    const own = tokens[i + 1]?.lower === "antes" || tokens[i + 1]?.lower === "hasta";
    if (spanish && own && ES_ARTICLE.has(tokens[i - 1]?.lower ?? "")) return null;
    // "(deadline tonight 11.59!)", "due today 5pm": the day's word between; tonight's bare hour is the evening's.
    const day = !spanish && DAY_WORDS.has(tokens[i + 1]?.lower ?? "") ? tokens[i + 1].lower : undefined;
    let k = t.lower === "due" && !day ? pastRecipient(tokens, i + 1) : day ? i + 2 : i + 1;
    const links = k;
    while (k < links + 3 && LINK.has(tokens[k]?.lower ?? "")) k++;
    // ("rent due to the landlord at noon": "due at noon" alone is read by the item reader.)
    if (links > i + 1 && (tokens[k]?.lower === "noon" || tokens[k]?.lower === "midday"))
      return { end: k + 1, text: "by 12:00" };
    // "the sorting office shuts at half 5": British "half 5" (rules/half-hour.ts) is 5:30.
    const half = tokens[k + 1];
    // ("before it shuts at half 4": a pronoun's clause is read whole by the item reader.)
    if (
      !spanish &&
      !PRONOUNS.has(tokens[i - 1]?.lower ?? "") &&
      tokens[k]?.lower === "half" &&
      half?.kind === "number" &&
      !half.glued &&
      !tokens[k + 2]?.unitMinutes
    ) {
      const h = half.value ?? 0;
      // A place shuts in the afternoon or the evening (rules/closes-at.ts): "half 4" is 16:30.
      if (h >= 1 && h <= 12) return { end: k + 2, text: `by ${h < 12 && CLOSING.has(t.lower) ? h + 12 : h}:30` };
    }
    const c = readClock(tokens, k);
    if (!c) return null;
    // A bare number must look like an hour: "due 5" and "due 5, then ..." yes, "due 2 reports" no.
    const next = tokens[c.end];
    const bare = tokens[k].kind === "number" && !c.mer;
    if (bare && next?.kind === "word" && next.tags.size === 0) return null;
    const clock = tokens
      .slice(k, c.end)
      .map((x) => x.text)
      .join("");
    const pm = day === "tonight" && !c.mer && /^(?:[1-9]|1[01])(?!\d)/.test(clock) ? "pm" : "";
    return { end: c.end, text: spanish ? `antes de las ${clock}` : `by ${clock}${pm}` };
  },
};
