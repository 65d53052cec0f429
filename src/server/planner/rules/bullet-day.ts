/**
 * A bullet of a list that names another day (issue 29, kind 7): "- vet for Fluffy tmrw 4pm", "- pack
 * 2 hrs thurs night", "- dentista mañana a las 10". The bullet is that day's and plans nothing today.
 * The day is the item's time only where a time is written: at the end of the item, before an hour or
 * a part of the day ("thurs night", "mañana por la tarde"); "prep tmrw slides", "slides for
 * tomorrow", "confirm friday dinner", "text Mark re: deposition fri" are today's work, and the planned day's own weekday is today.
 * In Arabic "أنشطة بكرة" is tomorrow's activities: there only a bullet that opens with the day is.
 */

import type { OtherDay, Rule } from "../core/rules";
import { closesItem, SHORTHAND, type Tagged } from "../core/tags";
import { DAY_LEAD, DAY_PARTS, weekdayAt } from "./day-names";

const TOMORROW = new Set(["tomorrow", "mañana", "manana"]);
/** Words before the day that make it the deadline or the subject of today's work. */
/** ("la mañana", "esta mañana": the morning.) */
const FOR = new Set([
  "for",
  "by",
  "until",
  "till",
  "due",
  "before",
  "about",
  "re",
  "para",
  "hasta",
  "antes",
  "de",
  "del",
  "la",
  "esta",
]);
/** Words before an hour: "a las 10", "at 4", "around 5". */
const AT = new Set(["a", "at", "@", "around", "sobre", "en", "in"]);
const MOST = 20;
/** Words earlier in the bullet that make the day what today's message is about: "text Mark re: deposition fri". */
const ABOUT = new Set(["re", "about", "regarding", "sobre", "acerca"]);
const PARTS = new Set(["morning", "afternoon", "evening", "night", "noche"]);
/**
 * Work that gets ready for something: "prep vocab for the court booking tmrw, 45 min", "pack for the
 * trip fri" are today's, for the other day's thing, when no hour follows the day ("vet for Fluffy tmrw 4pm" is that day's).
 */
const READY = new Set(
  "prep prepare pack revise practise practice rehearse print iron charge study learn plan draft write read".split(" "),
);
/** An hour after the day: the item's own time that day. */
const hourAfter = (t: Tagged | undefined): boolean =>
  t?.kind === "number" || t?.kind === "clock" || AT.has(t?.lower ?? "");

/** "... tomorrow at 6am so load the van tonight", "así que": today's work for that day follows. */
const SO = new Set(["so", "así", "asi", "entonces"]);

/** The day named at k, if it is the item's time. */
function dayOf(tokens: readonly Tagged[], k: number, today: number | undefined): OtherDay | null {
  const t = tokens[k];
  // "hacer croquetas para el domingo", "for this Friday": the day's lead word sits between.
  const lead = DAY_LEAD.has(tokens[k - 1]?.lower ?? "") ? 2 : 1;
  if (t.kind !== "word" || FOR.has(tokens[k - 1]?.lower ?? "") || FOR.has(tokens[k - lead]?.lower ?? "")) return null;
  const tomorrow = TOMORROW.has(t.lower) || SHORTHAND.get(t.lower) === "tomorrow";
  const weekday = tomorrow ? undefined : weekdayAt(tokens, k);
  if (!tomorrow && (weekday === undefined || weekday === today)) return null;
  const next = tokens[k + 1];
  const timed =
    next === undefined ||
    next.kind !== "word" ||
    DAY_PARTS.has(next.lower) ||
    AT.has(next.lower) ||
    DAY_LEAD.has(tokens[k - 1]?.lower ?? "");
  if (!timed) return null;
  return weekday === undefined ? { plus: 1 } : { weekday };
}

export const BULLET_DAY: Rule = {
  name: "other-day/bullet-day",
  starts: { kinds: ["word"], opens: true },
  match: (tokens, i, context) => {
    const bullet = tokens[i - 1];
    if (bullet?.kind !== "break" || bullet.text.trim() === "" || tokens[i].kind !== "word") return null;
    let found: { day: OtherDay; at: number } | null = null;
    let depth = 0;
    let about = false;
    let readyFor = false;
    let k = i;
    for (; k < tokens.length && k < i + MOST && !closesItem(tokens[k]); k++) {
      const t = tokens[k];
      if (!found && ABOUT.has(t.lower)) about = true;
      if (!found && t.lower === "for" && READY.has(tokens[i].lower)) readyFor = true;
      if (t.text === "(") depth++;
      else if (t.text === ")") depth = Math.max(0, depth - 1);
      // (Past the first words: a bullet that opens with its day is rules/day-heading.ts's.)
      // "market stall tomorrow at 6am so load the van tonight": what follows "so" is today's.
      if (found && depth === 0 && SO.has(t.lower) && tokens[k + 1]?.kind === "word") break;
      if (found || depth > 0 || k < i + 1) continue;
      const day = dayOf(tokens, k, context.weekday);
      if (day) found = { day, at: k };
    }
    if (!found || k >= i + MOST || about) return null;
    if (readyFor && !hourAfter(tokens[found.at + 1])) return null;
    // (Its "so" opens today's part as a sentence of its own.)
    const so = SO.has(tokens[k]?.lower ?? "");
    let dayFrom = found.at;
    if (DAY_LEAD.has(tokens[dayFrom - 1].lower) && dayFrom - 1 > i) dayFrom--;
    // "thurs night": the part goes with the day, out of the title.
    const dayEnd = PARTS.has(tokens[found.at + 1]?.lower ?? "") ? found.at + 2 : found.at + 1;
    const past = so && tokens[k + 1]?.lower === "que" ? k + 2 : k + 1;
    return { end: so ? past : k, text: so ? ". " : "", note: { day: found.day, from: i, end: k, dayFrom, dayEnd } };
  },
};
