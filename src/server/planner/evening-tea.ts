/**
 * British "tea", the evening meal (kind short23-1): "tea 6", "tea at 6", "tea at 6:30, Dan's cooking"
 * written as an item on its own, at an evening hour, is the day's dinner under its own name: a meal,
 * with no Dinner added beside it. Only the bare word: "tea with Sam at 3", "afternoon tea at 3",
 * "make a cup of tea" are read by their words as before, and "tea at 3" stays an afternoon cup.
 */

/** A title that is only "tea". Anchored: linear. */
export const BARE_TEA = /^tea$/iu;

/** The evening meal's hours for a bare "tea": from half past four to half past eight. */
const FROM = 16 * 60 + 30;
const TO = 20 * 60 + 30;

/** Whether a title starting at `start` (minutes from midnight) is the evening meal "tea". */
export function isEveningTea(title: string, start: number | undefined): boolean {
  return start !== undefined && start >= FROM && start <= TO && BARE_TEA.test(title.trim());
}
