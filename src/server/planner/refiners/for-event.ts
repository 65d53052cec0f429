/**
 * What an item is for is done before it (issue 29, kind 8): "bake a cake for the party, party at 7",
 * "preparar la sala para la reunión ... reunión a las 5", "أطبخ مقلوبة للعزومة ... العزومة الساعة ٨"
 * end by the start of the timed event they name, not after it or split around it. A language-free
 * refiner over the extracted tasks: the event is the day's one timed item whose title holds the word
 * the purpose names (without its article), and the task gets that start as its deadline.
 */

import { fold } from "../arabic-words";
import type { ExtractedTask } from "../types";

/** "for the party", "for my recital", "para la reunión", "pal cumple": the purpose's first noun. Linear. */
const FOR = /(?:^|\s)(?:for|para|pa|pal)\s+(?:(?:the|my|our|el|la|los|las|mi|mis|tu)\s+)?(\p{L}{3,})/iu;
/** Arabic "للعزومة", "عشان العزومة", "حق العزومة": the purpose glued or after its word. Linear. */
const FOR_AR = /(?:^|\s)(?:لل(\p{L}{3,})|(?:عشان|علشان|حق|من\s+اجل|من\s+أجل)\s+(?:ال)?(\p{L}{3,}))/u;

/** A word as compared: lower case, Arabic letters folded, the article off, a plural's s off. */
function key(word: string): string {
  const w = fold(word.toLowerCase()).replace(/^ال/u, "");
  return w.length > 4 && w.endsWith("s") ? w.slice(0, -1) : w;
}

function purposeOf(title: string): string | undefined {
  const m = FOR.exec(title) ?? FOR_AR.exec(title);
  const word = m?.[1] ?? m?.[2];
  return word ? key(word) : undefined;
}

/**
 * Whether `event` comes before `t` by its "after" links ("send the invoice for Elm Rd after the write-up",
 * the write-up after the Elm Rd survey): then the task follows the event and is no preparation for it.
 */
function follows(tasks: readonly ExtractedTask[], t: ExtractedTask, event: ExtractedTask): boolean {
  const byId = new Map(tasks.map((o) => [o.id, o]));
  const seen = new Set<string>();
  const todo = [...(t.after ?? [])];
  while (todo.length > 0) {
    const id = todo.pop() as string;
    if (id === event.id) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    todo.push(...(byId.get(id)?.after ?? []));
  }
  return false;
}

export function doneBeforeItsEvent(tasks: ExtractedTask[]): void {
  for (const t of tasks) {
    if (t.fixedStart || t.deadline || t.kind === "meal") continue;
    const purpose = purposeOf(t.title);
    if (!purpose) continue;
    const events = tasks.filter(
      (o) => o !== t && o.fixedStart && o.title.split(/\s+/u).some((w) => key(w.replace(/[^\p{L}]/gu, "")) === purpose),
    );
    if (events.length !== 1 || follows(tasks, t, events[0])) continue;
    t.deadline = events[0].fixedStart;
  }
}
