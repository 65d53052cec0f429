/**
 * Times attach to the right item (issue 29, kind 1): "trial 9:30-12:30, back 2-4:30", "lecture 9-11,
 * again 1-3", "turno de 8 a 2 y de vuelta de 5 a 8" name the timed item written before a second time:
 * the second span is that item again (its title), never an item titled "Back". A refiner over the
 * extracted tasks; the words are one small anchored list.
 */

import type { ExtractedTask } from "../types";

/** A title that only says "the same again": anchored, so linear. */
const AGAIN_ONLY =
  /^(?:(?:and\s+)?(?:back|again|back\s+again|back\s+in|resume|resumes|then\s+again)|de\s+vuelta|otra\s+vez|y\s+otra\s+vez|vuelta|ومرة\s+ثانية|ثاني\s+مرة|ونرجع|وأرجع|ارجع|أرجع)$/iu;

export function backIsResumed(tasks: ExtractedTask[]): void {
  let previous: ExtractedTask | undefined;
  for (const t of tasks) {
    if (!t.fixedStart) continue;
    if (previous && AGAIN_ONLY.test(t.title.trim())) {
      t.title = previous.title;
      t.kind = previous.kind;
    }
    previous = t;
  }
}
