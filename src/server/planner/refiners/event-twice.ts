/**
 * "print the handouts before the workshop at 2 / workshop 2-4" (issue 29): the anchor said with its
 * hour in a deadline (rules/before-timed.ts makes it an item, "workshop at 2") and the same event
 * written on its own line are one event, not two on top of each other ("قبل الاجتماع الساعة ٢" and
 * "الاجتماع من ٢ إلى ٣" too: the article does not make another event). Of the events with the same
 * title and start the longest stays; what was to come after another points to it. Ids, for
 * extract.ts to leave out.
 */

import type { ExtractedTask } from "../types";
import { repointAfter } from "./after-ids";

/** Leading words that do not tell two events apart: "the workshop", "la reunión". */
const DETERMINERS = new Set(["the", "my", "our", "la", "el", "los", "las", "mi", "mis"]);

/**
 * A title as the key of its event: lower case, without a leading determiner, each Arabic word without
 * its article ("قبل الاجتماع الساعة ٢" names the event "اجتماع", its own line "الاجتماع من ٢ إلى ٣").
 */
function eventKey(title: string): string {
  const words = title.toLocaleLowerCase().split(/\s+/u).filter(Boolean);
  if (words.length > 1 && DETERMINERS.has(words[0])) words.shift();
  return words.map((w) => (w.startsWith("ال") && w.length > 4 ? w.slice(2) : w)).join(" ");
}

export function sameEventTwice(tasks: readonly ExtractedTask[]): string[] {
  const kept = new Map<string, ExtractedTask>();
  const gone = new Map<string, string>();
  for (const t of tasks) {
    if (!t.fixedStart || t.kind !== "event") continue;
    const key = `${eventKey(t.title)}@${t.fixedStart}`;
    const other = kept.get(key);
    if (!other) {
      kept.set(key, t);
      continue;
    }
    const [stay, go] = t.durationMinutes > other.durationMinutes ? [t, other] : [other, t];
    kept.set(key, stay);
    gone.set(go.id, stay.id);
  }
  if (gone.size === 0) return [];
  repointAfter(tasks, gone);
  return [...gone.keys()];
}
