/**
 * "proofread 4 chapters, done by 3pm", "slides, needs to be ready by noon", "informe 2h, tiene que
 * estar listo antes de las 3" (issue 29, kinds 3 and 6): a clause that only says when the item
 * before it must be finished is that item's deadline, never a task titled "Done" ("pitch deck 2h, has
 * to go out by 3" too, and "needs to be up by 6pm", "has to be live by noon"; "armar 60 tamales, que estén antes de las 6": "that they be" says it alone,
 * never a task titled "Que estén"; "has to be with the editor by 4" says where, then when). The clause
 * becomes the plain "by 3pm" (or "antes de las 3") the item reader attaches to the item before. So
 * does what someone wants of it (issue 29, r11 kind 2): "rekey the back door, they want it done b4
 * noon", "the deck, client needs it by 4", "she wants them ready by 3".
 */

import { readClock, spanText, type Rule } from "../core/rules";
import { SHORTHAND } from "../core/tags";

/** Words before the state: "it needs to be", "has to be", "has to go", "tiene que estar", "debe estar". */
const LEAD = new Set(
  "it it's its needs need has have to be must should all go get tiene que estar debe ha de tienen para esté estén este esten".split(
    " ",
  ),
);
/** States said only after a lead ("has to go out by 3", "tiene que salir antes de las 3"): alone, "out by 3" is leaving. */
const LED_STATE = new Set([
  ...["out", "salir", "ship", "shipped"],
  // "edit ep 40, needs to be up by 6pm", "has to be live by noon": published (alone, "up by 6" is waking).
  ...["up", "live", "online", "posted", "uploaded", "published", "printed"],
]);
/** "que estén", "para que esté", "has to be": a form of "be" says the state alone, the hour after it. */
const BE = new Set("be estar esté estén este esten".split(" "));
const STATE = new Set(
  (
    "done finished ready sent submitted complete completed wrapped in " +
    "listo lista listos listas terminado terminada hecho hecha entregado entregada enviado enviada"
  ).split(" "),
);
/** A thing's "has to be" / "must be" / "needs to be" with no comma before it (not "have": people). */
const THING_LEAD = new Set(["has", "must", "needs"]);
/** Relative words a deadline clause may open with, right after its thing. */
const REL = new Set(["que", "that", "which"]);
/** "the buttonholes need to be done by 11": "need" is a thing's only after no one who needs ("I need to be"). */
const PEOPLE = new Set(["i", "we", "you", "they", "who", "people", "kids"]);
const LEAVING = new Set(["leave", "go", "head", "finish", "log"]);
/** ("done by lunch": by noon, as the reader takes "lunch" after "by".) */
const NOON = new Set(["noon", "midday", "mediodía", "mediodia", "lunch", "lunchtime"]);
const LINK = new Set(["by", "before", "at", "for", "antes", "de", "para", "las", "la", "a"]);
/** Where it must be before when: "has to be with the editor by 4", "tiene que estar en la imprenta antes de las 12". */
const PLACE = new Set(["with", "at", "in", "on", "con", "en"]);
const WHEN = new Set(["by", "before", "antes"]);
/** "they want it done b4 noon": the shorthand, read here only after someone wanting it. */
const B4 = new Set(["b4", "bfr"]);
const MOST_PLACE = 5;

/** The "by" after a place the item must be at (k at "with", "at", "en"), or k when there is none. */
function pastPlace(tokens: Parameters<typeof readClock>[0], k: number): number {
  if (!PLACE.has(tokens[k]?.lower ?? "") || readClock(tokens, k + 1)) return k;
  let j = k + 1;
  while (j < k + MOST_PLACE && tokens[j]?.kind === "word" && !WHEN.has(tokens[j].lower)) j++;
  return j > k + 1 && WHEN.has(tokens[j]?.lower ?? "") ? j : k;
}

/**
 * "court report 2 hrs, has to go to legal by 4" (issue 29, en18): where it is sent, then when. k is past
 * "go to"; the "by" after the place, or k when there is none.
 */
function goneTo(tokens: Parameters<typeof readClock>[0], k: number): number {
  if (tokens[k - 1]?.lower !== "to" || tokens[k - 2]?.lower !== "go") return k;
  let j = k;
  while (j < k + MOST_PLACE && tokens[j]?.kind === "word" && !WHEN.has(tokens[j].lower)) j++;
  return j > k && clockDeadlineAt(tokens, j) ? j : k;
}

/** Who wants it: "they want it", "client needs it", "the boss wants them". */
const WANTERS = new Set("they she he we client clients customer customers boss".split(" "));
const WANT = new Set("want wants need needs".split(" "));
const IT = new Set(["it", "them", "everything"]);

/** Verbs of sending it off: "newsletter 30 min, send b4 the 4pm call", "the parcel, post before 5". */
const SEND = new Set(["send", "post", "submit", "email", "upload", "file"]);
const SEND_TAIL = new Set(["it", "them", "off", "out", "over", "in"]);

/** The token after "they want it" at i ("the client needs them"), or i when there is none. */
function pastWanter(tokens: Parameters<typeof readClock>[0], i: number): number {
  // "the landlord wants it", "my boss needs it": any one word after "the" or "my" names who.
  const named = (tokens[i]?.lower === "the" || tokens[i]?.lower === "my") && tokens[i + 1]?.kind === "word";
  const k = named ? i + 1 : i;
  if ((!named && !WANTERS.has(tokens[k]?.lower ?? "")) || !WANT.has(tokens[k + 1]?.lower ?? "")) return i;
  return IT.has(tokens[k + 2]?.lower ?? "") ? k + 3 : i;
}

export const DONE_BY: Rule = {
  name: "deadline/done-by",
  starts: { words: [...LEAD, ...STATE, ...WANTERS, ...SEND, ...REL, "the", "my"] },
  match: (tokens, i) => {
    const p = tokens[i - 1];
    // "..., done by 3", "... and it has to be done before I leave at 6".
    const joined = p?.tags.has("and") && tokens[i].lower === "it";
    // "VAT return has to be in by 10pm", "the cake must be ready by 3": said of the thing right before it.
    const bare =
      p?.kind === "word" &&
      (THING_LEAD.has(tokens[i].lower) || (tokens[i].lower === "need" && !PEOPLE.has(p.lower))) &&
      BE.has(tokens[i].lower === "must" ? (tokens[i + 1]?.lower ?? "") : (tokens[i + 2]?.lower ?? ""));
    // "el informe que tiene que estar antes de las 5", "the slides that have to be done by 4": said of the thing before.
    const relative = p?.kind === "word" && REL.has(tokens[i].lower) && LEAD.has(tokens[i + 1]?.lower ?? "");
    if (!p || (![",", "،", "-", "–", "—"].includes(p.text) && !joined && !bare && !relative)) return null;
    const wanted = pastWanter(tokens, i);
    const b4 = wanted > i && B4.has(tokens[wanted]?.lower ?? "");
    if (wanted > i && (WHEN.has(tokens[wanted]?.lower ?? "") || b4)) return byClock(tokens, wanted, b4);
    // ("3 meetings (9, 11, 2), submit by 5pm": after a bracket of times it is an item of its own.)
    if (SEND.has(tokens[i].lower)) return tokens[i - 2]?.kind === "word" ? sendBy(tokens, i) : null;
    if (wanted === i && !relative && !LEAD.has(tokens[i].lower) && !STATE.has(tokens[i].lower)) return null;
    let k = relative ? i + 1 : wanted;
    while (k < i + 6 && LEAD.has(tokens[k]?.lower ?? "")) k++;
    const state = tokens[k]?.lower ?? "";
    const placed = k > i && BE.has(tokens[k - 1].lower) ? pastPlace(tokens, k) : goneTo(tokens, k);
    const atPlace = placed !== k;
    if (atPlace) k = placed;
    else if (STATE.has(state) || (LED_STATE.has(state) && k > i) || needsDoing(tokens, k) || participle(tokens, k)) k++;
    else if (k === i || !(BE.has(tokens[k - 1].lower) || goneBy(tokens, k))) return null;
    const led = wanted > i && B4.has(tokens[k]?.lower ?? "");
    // (A clause whose deadline is an event, "must be ready b4 the van comes", is not read here yet: stripping its
    // lead and state cost a held-out check, issue 29; sendBy and participle still read it.)
    return byClock(tokens, k, led);
  },
};

/**
 * "form 20 min, submit by noon", "the parcel, post it before 5" (issue 29): the verb alone with when
 * says how the item before it is due, never a task titled "Submit". The verb goes; the deadline stays.
 */
function sendBy(tokens: Parameters<typeof readClock>[0], i: number): { end: number; text: string } | null {
  let k = i + 1;
  while (k < i + 3 && SEND_TAIL.has(tokens[k]?.lower ?? "")) k++;
  // "email no later than 3": by 3.
  const later = tokens[k]?.lower === "no" && tokens[k + 1]?.lower === "later" && tokens[k + 2]?.lower === "than";
  const c = later ? readClock(tokens, k + 3) : null;
  if (c) return { end: c.end, text: `by ${spanText(tokens, k + 3, c.end, "")}` };
  return byClock(tokens, k) ?? (beforeSomething(tokens, k) ? { end: k, text: "" } : null);
}

/** "needs to go by 5", "has to go before 3pm": sent off by a plain clock ("go out by 3" is LED_STATE's). */
function goneBy(tokens: Parameters<typeof readClock>[0], k: number): boolean {
  return tokens[k - 1]?.lower === "go" && tokens[k - 2]?.lower === "to" && clockDeadlineAt(tokens, k);
}

/** "needs sending", "needs doing", "want finishing": a gerund after "needs" is the state ("needs to be sent"). */
const NEEDS = new Set(["needs", "need", "wants", "want"]);
function needsDoing(tokens: Parameters<typeof readClock>[0], k: number): boolean {
  const w = tokens[k];
  return NEEDS.has(tokens[k - 1]?.lower ?? "") && w?.kind === "word" && w.lower.length > 4 && w.lower.endsWith("ing");
}

/** "has to be signed by 3", "must be emailed before the call": a participle after "be" is the state. */
function participle(tokens: Parameters<typeof readClock>[0], k: number): boolean {
  const w = tokens[k];
  if (!BE.has(tokens[k - 1]?.lower ?? "") || w?.kind !== "word" || w.lower.length < 4 || !w.lower.endsWith("ed"))
    return false;
  return WHEN.has(tokens[k + 1]?.lower ?? "") || beforeSomething(tokens, k + 1);
}

/**
 * "must be ready b4 the van comes at 10", "has to be done before the guests arrive", "needs doing ahead
 * of the 2pm call", "done by the time I get Alfie" (issue 29): when is no plain clock but what
 * happens then. The clause's lead and state go (never a task titled "Ready"), and what is left,
 * "before the guests arrive", is the deadline the other rules and the item reader know.
 */
function beforeSomething(tokens: Parameters<typeof readClock>[0], k: number): boolean {
  const w = tokens[k]?.lower ?? "";
  if (w === "before" || B4.has(w) || SHORTHAND.get(w) === "before") return true;
  if (w === "ahead") return tokens[k + 1]?.lower === "of";
  return w === "by" && tokens[k + 1]?.lower === "the" && tokens[k + 2]?.lower === "time";
}

/** The "by 3pm" of a clause whose link words ("by", "before at", "antes de las") start at k. */
export function byClock(
  tokens: Parameters<typeof readClock>[0],
  k: number,
  b4 = false,
): { end: number; text: string } | null {
  const first = k;
  if (b4) k++;
  while (k < first + 3 && LINK.has(tokens[k]?.lower ?? "")) k++;
  if (k === first) return null;
  // "before I leave at 6", "before I head out at 5": the hour of leaving is the deadline.
  if (tokens[k]?.lower === "i" && LEAVING.has(tokens[k + 1]?.lower ?? "")) k += 2;
  if (tokens[k]?.lower === "out" || tokens[k]?.lower === "off") k++;
  if (tokens[k]?.lower === "at" && k > first) k++;
  const spanish = tokens[first].lower === "antes" || tokens[first].lower === "para";
  if (NOON.has(tokens[k]?.lower ?? "")) return { end: k + 1, text: spanish ? "antes de las 12:00" : "by 12:00" };
  // "has to be in by midnight": the day's own end, no earlier deadline.
  if (tokens[k]?.lower === "midnight" || tokens[k]?.lower === "medianoche") return { end: k + 1, text: "" };
  const c = readClock(tokens, k);
  if (!c) return null;
  const clock = tokens
    .slice(k, c.end)
    .map((x) => x.text)
    .join("");
  return { end: c.end, text: spanish ? `antes de las ${clock}` : `by ${clock}` };
}

/** Verbs "in" belongs to ("hand the essay in", "get the form in", "fit a run in"): there it stays. */
const IN_VERBS = new Set(
  "get hand send put turn pop drop bring fill pay check log book plug fit squeeze sneak slot pencil sign clock call ring phone key type write move let".split(
    " ",
  ),
);
/** Longest item read back for its verb. */
const MOST_BACK = 12;

/** "by", "before", "b4" (or its shorthand) at k and a clock or noon right after it. */
function clockDeadlineAt(tokens: Parameters<typeof readClock>[0], k: number): boolean {
  const w = tokens[k]?.lower ?? "";
  if (!WHEN.has(w) && !B4.has(w) && SHORTHAND.get(w) !== "before") return false;
  return readClock(tokens, k + 1) !== null || NOON.has(tokens[k + 1]?.lower ?? "");
}

/** The first word of the run of words that ends before i (the item's start), or -1 past MOST_BACK words. */
function itemStart(tokens: Parameters<typeof readClock>[0], i: number): number {
  let k = i - 1;
  while (k > 0 && i - k < MOST_BACK && tokens[k - 1].kind === "word") k--;
  return k > 0 && i - k >= MOST_BACK ? -1 : k;
}

/**
 * "VAT return in before 10", "timesheet in by 4", "rent in b4 noon" (issue 29): "in" before a
 * deadline says handed in, never a word of the title ("VAT return in"). It stays when the item's
 * verb takes it: "hand the essay in by 3", "get the form in by noon".
 */
export const IN_BY: Rule = {
  name: "deadline/in-by",
  starts: { words: ["in"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "in" || tokens[i - 1]?.kind !== "word" || !clockDeadlineAt(tokens, i + 1)) return null;
    const k = itemStart(tokens, i);
    return k < 0 || IN_VERBS.has(tokens[k].lower) ? null : { end: i + 1, text: "" };
  },
};

/** States a thing is wanted in by a time, with no lead: "soup ready by 7", "homework done by 5". */
const BARE_STATE = new Set(["ready", "done", "finished"]);
/** Words that make the state the item's own ("get ready by 7", "be done by 5", "all done"): there it stays. */
const STATE_VERBS = new Set("get getting got be being is are am was all im i'm i’m we're were have has had".split(" "));

/**
 * "soup ready by 7", "homework done by 5", "quote finished b4 noon" (issue 29): a state right after
 * the thing, then a deadline, says when the thing is due, never a word of the title ("Soup ready").
 * It stays when a verb or "be" owns it: "get ready by 7", "be done by 5".
 */
export const READY_BY: Rule = {
  name: "deadline/ready-by",
  starts: { words: [...BARE_STATE] },
  match: (tokens, i) => {
    if (!BARE_STATE.has(tokens[i].lower) || tokens[i - 1]?.kind !== "word" || !clockDeadlineAt(tokens, i + 1))
      return null;
    const k = itemStart(tokens, i);
    if (k < 0) return null;
    for (let j = k; j < i; j++) if (STATE_VERBS.has(tokens[j].lower)) return null;
    return { end: i + 1, text: "" };
  },
};
