/**
 * Counts multiply (issue 29, kinds 1 and 2): a length "each" said once after a list of timed items
 * ("viewings: 10am 4 Elm Grove, 11.15 the Willow St flat, 2.30 22 Park Lane (30 mins each)") is every
 * item's length, not the last one's only: the items of that sentence that have a start and no length
 * of their own take it. (A count before the length, "three reports, 25 min each", is rules/count.ts'.)
 */

import { EACH } from "./segment-words";
import type { Draft } from "./segment";

export function eachForTheList(drafts: Draft[]): void {
  for (const d of drafts) {
    if (d.duration === undefined || d.fixedStart === undefined || d.sentence === undefined || !EACH.test(d.source))
      continue;
    for (const o of drafts) {
      if (o === d || o.sentence !== d.sentence || o.fixedStart === undefined || o.duration !== undefined) continue;
      // Its end was the default length's, not one the text gave ("10-11" keeps its own).
      if (o.fixedEnd !== undefined && o.fixedEnd !== o.fixedStart + 60) continue;
      o.duration = d.duration;
      if (o.fixedEnd !== undefined) o.fixedEnd = o.fixedStart + d.duration;
    }
  }
}
