/**
 * "iron 3 shirts 30 mins, needs doing b4 the taxi comes at 6", "contract, has to be signed ahead of the
 * 11am call", "print the handouts, must be ready before the workshop at 2", "imprimir los apuntes, tienen
 * que estar listos antes de la clase de las 2", "أطبع الأوراق، لازم تكون جاهزة قبل الاجتماع" (issue 29,
 * kinds 3 and 6): a clause that only says by when the item before it must be in a state is that
 * item's deadline, never a task titled "Doing", "Signed", "Ready", "Listos" or "جاهزة". rules/done-by.ts
 * folds such a clause into its item when its deadline is a plain clock; when it is an event ("before
 * the workshop at 2", "by the time I collect Mia") the clause is read as an item of its own, and
 * here it gives its deadline to the item before it and goes. Not yet "done" itself ("needs to be done
 * before X", "done by the time I collect Mia"): read this way it cost a held-out check (as in
 * rules/done-by.ts), so a "Done" task stays until that kind is understood.
 */

import { toMinutes } from "../time";
import type { ExtractedTask } from "../types";
import { repointAfter } from "./after-ids";

/** Words a state clause opens with: "needs", "has to be", "must be", "tiene que estar", "لازم تكون". */
const LEAD = new Set(
  [
    "it it's its they them needs need has have to be must should all get",
    "tiene tienen que estar esté estén este esten debe deben ha han de",
    "لازم يكون تكون يكونوا تصير يصير يجب أن ان بدها بده لازمها لازمه",
  ]
    .join(" ")
    .split(" "),
);

/** The states themselves: "ready", "signed", "listo", "جاهزة" (not "done" yet: see above). */
const STATE = new Set(
  [
    "doing ready finished sorted sent signed printed packed posted",
    "submitted complete completed wrapped written booked paid filed emailed ironed",
    "hecho hecha hechos hechas listo lista listos listas terminado terminada terminados terminadas",
    "acabado acabada firmado firmada enviado enviada entregado entregada impreso impresos impresa impresas",
    "pagado pagada",
    "جاهز جاهزة جاهزه جاهزين خالص خالصة خالصه مخلص مخلصة منتهي منتهية",
  ]
    .join(" ")
    .split(" "),
);

/** Leads that say the state is a thing's ("needs doing", "has to be signed", "tiene que estar", "لازم تكون"). */
const THING_LEAD = new Set(
  "needs has must should it it's its they all tiene tienen debe لازم يجب لازمها لازمه بدها بده".split(" "),
);
/** A person in the clause: "I need to be ready by 7", "we have to be done by 5" say the person's own state. */
const PERSON = new Set("i i'm im i’m we we're me us yo estoy tengo أنا انا احنا".split(" "));
/** Finished states said with no lead at all: "sorted by the time the kids get home", "hecho antes de las 6". */
const BARE = new Set("sorted finished hecho hecha hechos hechas terminado terminada".split(" "));

const wordsOf = (s: string): string[] =>
  s
    .toLocaleLowerCase()
    .split(/[\s,.;:!]+/u)
    .filter(Boolean);

/**
 * A title made only of a state clause's lead and one state ("Doing", "Tienen que estar listos", "تكون
 * جاهزة"), from words that say it of a thing: a thing's lead ("needs", "has to be", "لازم"), or a
 * finished state alone ("sorted by the time ..."). "I need to be ready by 7", "be ready by 7.30" are the
 * person getting ready, a task of their own.
 */
export function onlyState(title: string, source: string = title): boolean {
  const words = wordsOf(title);
  if (words.length === 0 || words.length > 5) return false;
  const last = words[words.length - 1];
  if (!STATE.has(last) || !words.slice(0, -1).every((w) => LEAD.has(w))) return false;
  const said = wordsOf(source);
  const at = said.indexOf(last);
  const lead = at < 0 ? words.slice(0, -1) : said.slice(0, at);
  if (lead.some((w) => PERSON.has(w))) return false;
  if (lead.length === 0) return BARE.has(last);
  return THING_LEAD.has(lead[0]);
}

/** The earlier of two clock times (either may be missing). */
function earlier(a: string | undefined, b: string): string {
  return a !== undefined && toMinutes(a) <= toMinutes(b) ? a : b;
}

export function stateClauses(tasks: ExtractedTask[]): void {
  for (let i = tasks.length - 1; i > 0; i--) {
    const clause = tasks[i];
    if (clause.kind !== "task" || clause.fixedStart || !clause.deadline || !onlyState(clause.title, clause.source))
      continue;
    const item = tasks[i - 1];
    // Said of a thing to get done before then: not of an event, a meal or a break with its own time.
    if (item.kind !== "task" || item.fixedStart || item.blocked) continue;
    item.deadline = earlier(item.deadline, clause.deadline);
    if (clause.traits?.justBefore) item.traits = { ...item.traits, justBefore: true };
    tasks.splice(i, 1);
    repointAfter(tasks, new Map([[clause.id, item.id]]));
  }
}
