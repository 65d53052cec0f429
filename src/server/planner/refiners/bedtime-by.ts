/**
 * A child's bedtime routine with a "by" ("bath + bed by 7:30", "baño + cama antes de las 8:30",
 * "حمام الأولاد ونومهم قبل ٨") is the end of the day's evening (issue 29, kinds 6 and 8): it sits
 * right before its deadline, after tea or dinner, never in the morning's first free slot. A
 * language-free refiner over the extracted tasks: the routine's words come from rules/bedtime-routine.ts
 * (and the Arabic verbs of bathing and putting to bed); the task gets the justBefore trait, which
 * the solver reads like a pick-up's (schedule/next-to.ts), and starts after a meal written before it.
 */

import { tag } from "../core/tags";
import { fromMinutes, toMinutes } from "../time";
import type { ExtractedTask } from "../types";
import { BED, ROUTINE } from "../rules/bedtime-routine";
import { mealType } from "../lexicon";

/** The Arabic verbs and nouns: "أحمي الأولاد وأنيمهم", "نومهم", "أنومهم". Linear: anchored prefixes. */
const AR_BATH = /^و?(?:[أا]حم[ّ]?ي|حمام)/u;
const AR_BED = /^و?(?:[أا]ن[يو]م|نوم)/u;
/** "bañar a los niños y acostarlos": the Spanish verbs. */
const ES_BATH = /^bañar/u;
const ES_BED = /^acostar/u;
const KIDS = new Set([
  "kids",
  "children",
  "boys",
  "girls",
  "baby",
  "twins",
  "toddler",
  "littles",
  "niños",
  "niñas",
  "peques",
]);
/** A deadline earlier than this is no evening routine. */
const EVENING = 17 * 60;

function bedtimeRoutine(title: string): boolean {
  const words = tag(title).filter((w) => w.kind === "word");
  const bath = words.some((w) => ROUTINE.has(w.lower) || AR_BATH.test(w.lower) || ES_BATH.test(w.lower));
  const bed = words.some((w) => BED.has(w.lower) || AR_BED.test(w.lower) || ES_BED.test(w.lower));
  // "kids in bed by 8", "boys to bed by 7.30": putting children to bed is the routine too.
  return bed && (bath || words.some((w) => KIDS.has(w.lower)));
}

export function bedtimeByDeadline(tasks: ExtractedTask[]): void {
  for (const t of tasks) {
    if (t.fixedStart || !t.deadline || t.traits?.justBefore !== undefined) continue;
    const by = toMinutes(t.deadline);
    if (by < EVENING || !bedtimeRoutine(t.title)) continue;
    t.traits = { ...t.traits, justBefore: true };
    // After tea or dinner written with its time ("tea at 5:30, bath + bed by 7:30").
    const meal = tasks
      .filter((o) => o.kind === "meal" && o.fixedEnd && toMinutes(o.fixedEnd) + t.durationMinutes <= by)
      .map((o) => toMinutes(o.fixedEnd as string))
      .filter((end) => end >= EVENING - 60);
    if (meal.length > 0 && !t.earliestStart) t.earliestStart = fromMinutes(Math.max(...meal));
    // "fish fingers for tea, bath + bed by 7.30": an untimed evening meal written before the routine is
    // eaten before it (it ends by the time the routine must start).
    const i = tasks.indexOf(t);
    const untimed = tasks
      .slice(0, i)
      .find((o) => o.kind === "meal" && !o.fixedStart && !o.deadline && mealType(o.title) === "dinner");
    if (untimed) {
      untimed.deadline = fromMinutes(by - t.durationMinutes);
      t.after = [...new Set([...(t.after ?? []), untimed.id])];
    }
  }
}
