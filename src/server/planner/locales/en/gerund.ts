/**
 * "I'm taking the dog to the vet", "we're meeting Sam at 2": after "I'm" / "we're" an -ing word is
 * the thing to do, so the title reads as the verb ("Take the dog to the vet"), not "Taking ...".
 * Spelling back from the -ing form: a doubled last letter is one ("running" -> "run"), a short
 * consonant-vowel-consonant stem gets its "e" back ("taking" -> "take"), as do stems no English verb
 * ends in ("leaving" -> "leave", "changing" -> "change", "cycling" -> "cycle").
 */

/** "I'm", "we're", "I am", "we are" and the -ing word after them. Anchored, bounded words: linear. */
const GERUND_AFTER_BE = /^(?:i['’]?m|we['’]re|i\s+am|we\s+are)\s+(\p{L}{2,}ing)\b(?=\s+\p{L})/iu;

/** -ing words after "I'm" that are not the thing to do ("I'm going to", "I'm hoping to"). */
const NOT_A_DOING = new Set(["going", "hoping", "thinking", "planning", "trying", "wanting", "aiming", "being"]);

/** The stem's "e" comes back: a short consonant-vowel-consonant stem ("tak", "driv", "us", "clos"). */
const SHORT_CVC = /^[^aeiou]*[aeiou][^aeiouwxy]$/u;
/** Stems no English verb ends in without its "e": "-v", "-rg", "change", "prepar", "-c", consonant + "l", "-is", "-iz". */
const NEEDS_E = /(?:v|rg|(?:ch|r)ang|[^aeiou]ar|[nrc]c|[bcdfgkptz]l|[^aeiou][iy][sz]|[^aeiou]at|ur)$/u;

/** The verb of an -ing word ("taking" -> "take", "running" -> "run", "walking" -> "walk"). */
export function verbOfGerund(word: string): string {
  const lower = word.toLowerCase();
  const stem = lower.slice(0, -3);
  if (stem.length < 2) return lower;
  if (/([bdgmnprt])\1$/u.test(stem)) return stem.slice(0, -1);
  if (SHORT_CVC.test(stem) || NEEDS_E.test(stem)) return `${stem}e`;
  return stem;
}

/** "I'm taking the dog to the vet" -> "take the dog to the vet"; any other title as it is. */
export function gerundAfterBe(title: string): string {
  const m = GERUND_AFTER_BE.exec(title);
  if (!m || NOT_A_DOING.has(m[1].toLowerCase())) return title;
  return verbOfGerund(m[1]) + title.slice(m[0].length);
}
