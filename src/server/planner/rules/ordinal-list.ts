/**
 * Items counted, then each given its time by its ordinal (issue 29, kinds 1 and 2): "dos reuniones,
 * la primera a las 10 y la segunda a las 12:30, media hora cada una", "عندي اجتماعين، الأول ١٠
 * والتاني ١٢ ونص، كل واحد نص ساعة" are two meetings, at 10 and at 12:30, half an hour each; the
 * count is no task and the ordinals are no titles. Each becomes "reunión 10:00-10:30" (with no length
 * of each, "reunión a las 10"), in the plain form the item reader knows.
 */

import { readClock, readLength, resolveHour, type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";
import { ES_LEXICON } from "../locales/es/lexicon";
import { fromMinutes } from "../time";

const ORDINALS = new Set([
  ...["primera", "primero", "segunda", "segundo", "tercera", "tercero", "cuarta", "cuarto"],
  ...["الأول", "الاول", "الأولى", "الاولى", "التاني", "الثاني", "التانية", "الثانية", "الثالث", "التالت"],
  ...["الثالثة", "التالتة"],
]);
const ARTICLE = new Set(["la", "el"]);
const CUE = new Set(["a", "las", "la", "at"]);
const SEP = new Set([",", "،", "y", "and"]);

/** One of a plural or an Arabic dual: "reuniones" -> "reunión", "اجتماعين" -> "اجتماع". */
function one(word: string): string {
  if (/^[\u0600-\u06ff]/u.test(word)) return word.length >= 5 && /(?:ين|ان)$/u.test(word) ? word.slice(0, -2) : word;
  return ES_LEXICON.singular(word) ?? word;
}

/** "media hora", "for 30 min", "30 min" at k, then "cada una" / "each": the length of each, or null. */
function eachLength(tokens: readonly Tagged[], k: number): { minutes: number; end: number } | null {
  let j = k;
  let minutes: number;
  if (tokens[j]?.lower === "media" && tokens[j + 1]?.lower === "hora") {
    minutes = 30;
    j += 2;
  } else {
    const len = readLength(tokens, j);
    if (!len) return null;
    minutes = len.minutes;
    j = len.end;
  }
  if (!tokens[j]?.tags.has("each")) return null;
  j++;
  if (tokens[j]?.count === 1) j++;
  return { minutes, end: j };
}

export const ORDINAL_LIST: Rule = {
  name: "list/ordinals",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    let k = i;
    // "dos reuniones", "عندي اجتماعين"
    if (tokens[k]?.count !== undefined || tokens[k]?.lower === "عندي") k++;
    const noun = tokens[k];
    if (noun?.kind !== "word" || noun.tags.size > 0 || noun.count !== undefined) return null;
    k++;
    if (tokens[k]?.text !== "," && tokens[k]?.text !== "،") return null;
    k++;
    const times: number[] = [];
    while (times.length < 6) {
      if (ARTICLE.has(tokens[k]?.lower ?? "")) k++;
      if (!ORDINALS.has(tokens[k]?.lower ?? "")) break;
      k++;
      while (CUE.has(tokens[k]?.lower ?? "") || tokens[k]?.tags.has("cue")) k++;
      const c = readClock(tokens, k);
      if (!c) return null;
      times.push(resolveHour(c.h, c.mer) * 60 + c.m);
      k = c.end;
      if (
        !SEP.has(tokens[k]?.lower ?? "") ||
        !(ARTICLE.has(tokens[k + 1]?.lower ?? "") || ORDINALS.has(tokens[k + 1]?.lower ?? ""))
      )
        break;
      k++;
    }
    if (times.length < 2) return null;
    const comma = tokens[k]?.text === "," || tokens[k]?.text === "،" ? 1 : 0;
    const each = eachLength(tokens, k + comma);
    const title = one(noun.text);
    const items = times.map((t) =>
      each ? `${title} ${fromMinutes(t)}-${fromMinutes(t + each.minutes)}` : `${title} ${fromMinutes(t)}`,
    );
    return { end: each ? each.end : k, text: items.join(", ") };
  },
};
