/**
 * Whose day it is, named by a job of more than one word, on the first line (issue 29, kind 3):
 * "driving instructor 🚗 back to back today", "bin man, early finish 🚛 round 6-1", "stand-up comic
 * life 🎤 nervous about tonight", "hospice nurse, on lates", "call centre worker ☎️ usual grind".
 * The job and the remarks after it ("early finish", "nervous about tonight") plan nothing; a part of
 * the line with a time, a length, a task verb or a known activity ("round 6-1", "gym 1h") is still an
 * item. ROLE_HEADING (opening-line.ts) reads a job of one word closed by an emoji; this one reads the
 * job's last word after the words that say which ("bin man", "vet nurse", "museum tech", "stonemason"),
 * or a trade's shorthand ("postie, round 6-1", "KP at the Italian, split shift 10-3").
 * Only at the text's start, with the day's lines after it; the job's own part of the line has no
 * time, length or verb after the job ("plumber coming 10-12", "driving instructor 9am" are items).
 */

import { saysOtherDay } from "./day-names";
import type { Rule } from "../core/rules";
import type { Tagged } from "../core/tags";
import { classifyKind, defaultDuration, DEFAULT_MINUTES } from "../lexicon";
import { SPANISH_INFINITIVE, TASK_VERBS } from "../segment-words";
import { textFacts } from "./opening-line";

/** Words of someone coming to the person: "plumber coming", "electrician due", "engineer arriving". */
const COMING = new Set(["coming", "comes", "arriving", "arrives", "due", "visiting", "calling"]);
/** Longest first line read. */
const MOST = 24;
/** Words at most in the job's name. */
const ROLE_WORDS = 4;

/** A job's last word: "instructor", "organist", "cleaner", "lifeguard", "stagehand", "bin man"; and one word in -man ("groundsman", "postman", "milkman", "fisherman", "handyman"). */
const ROLE_END = /(?:er|or|ist|ian|eer|ier|guard|keeper|hand|smith|wright|mason|sman|tman|kman|eman|rman|yman|lman)$/u;
/** Jobs by a word of their own, and the trades' shorthand: "postie" (postman), "kp" (kitchen porter). */
const ROLE_WORD = new Set([
  "man",
  "woman",
  "nurse",
  "comic",
  "tech",
  "medic",
  "chef",
  "porter",
  "pt",
  "sparky",
  "postie",
  "kp",
  // A stage manager and the deputy and assistant: "SM on the tech 🎭".
  "sm",
  "dsm",
  "asm",
  "brickie",
  "roadie",
  // Jobs whose word has no job's ending: "locum at Riverside surgery today", "temp at the council".
  ...["locum", "temp", "intern", "trainee", "registrar", "consultant", "barista", "nanny", "cabbie"],
]);
/** A job's last word of four letters, after a word that says which: "stable hand", "farm hand", "dinner lady". */
const HANDS = new Set(["hand", "girl", "lad", "boy", "lady"]);
/** A shift after the job on a day of one line. */
const SHIFT = new Set([
  "shift",
  "shifts",
  "lates",
  "earlies",
  "nights",
  "rota",
  "turno",
  "guardia",
  "دوام",
  "شفت",
  "الشفت",
  "مناوبة",
]);
/** Words that make an object or a place of what follows, not a job's name: "call the plumber", "with dad". */
const NOT_IN_NAME = new Set("the a an my our his her their your to for with at in on by from of and or me".split(" "));

/**
 * Words that open a verb's thing after it: "water the garden", "order my meds", "barrer el patio", "devolver el
 * paquete" are tasks, never a job ("water", "order", "barrer" end as one).
 */
const OBJECT_OPENS = new Set([
  ...["the", "a", "an", "my", "our", "his", "her", "their", "your", "some"],
  ...["el", "la", "los", "las", "al", "del", "un", "una", "mi", "mis", "su", "sus"],
]);

const isRole = (t: Tagged): boolean =>
  t.kind === "word" &&
  (ROLE_WORD.has(t.lower) || (t.lower.length >= 5 && ROLE_END.test(t.lower))) &&
  classifyKind(t.text, false) === "task";

const separator = (t: Tagged): boolean =>
  t.kind === "emoji" || (t.kind === "punct" && [",", "!", ".", ";", ":"].includes(t.text));

/** The tokens [from, to) say when or how long, or open with a task verb or a known activity. */
function plans(tokens: readonly Tagged[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const t = tokens[k];
    if (t.kind === "number" || t.kind === "clock" || t.unitMinutes) return true;
    if (t.tags.has("pm") || t.tags.has("am")) return true;
    // "at 6", "from 8"; "porter at the Royal" is a place.
    const timeNext = tokens[k + 1]?.kind === "number" || tokens[k + 1]?.kind === "clock";
    if ((t.tags.has("cue") || t.tags.has("from")) && timeNext) return true;
  }
  // A verb or a known activity first: "gym after", "ring the school"; "early finish" is a remark.
  const first = tokens.slice(from, to).find((t) => t.kind === "word");
  return (
    first !== undefined &&
    (TASK_VERBS.has(first.lower) ||
      defaultDuration(first.text) !== DEFAULT_MINUTES ||
      classifyKind(first.text, false) !== "task")
  );
}

const START = new Set(["start", "starts", "starting"]);
/** Words that tie an item to another: "hoover before the gym", "shower after the run". */
const ANCHORS = new Set(["before", "b4", "after", "then", "until", "till", "antes", "después", "despues"]);

/** Whether the part at k opens with an hour that is not the day's start ("8-9 and 3-4", not "6am start"). */
function timedFirst(tokens: readonly Tagged[], k: number): boolean {
  const t = tokens[k];
  if (t?.kind !== "number" && t?.kind !== "clock") return false;
  let j = k + 1;
  if (tokens[j]?.tags.has("am") || tokens[j]?.tags.has("pm")) j++;
  return !START.has(tokens[j]?.lower ?? "");
}

export const PERSONA_LINE: Rule = {
  name: "aside/persona-line",
  starts: { opens: true },
  match: (tokens, i) => {
    if (i !== 0 || textFacts(tokens).firstWord !== 0) return null;
    const oneLine = textFacts(tokens).firstBreak >= textFacts(tokens).lastWord;
    // (A day of one line: "nurse, 12hr shift 7a-7p, …" names the job only when its shift follows.)
    const lineEnd = oneLine
      ? Math.min(ROLE_WORDS + 1, tokens.length)
      : Math.min(textFacts(tokens).firstBreak, tokens.length);
    if (lineEnd >= MOST || (!oneLine && lineEnd >= textFacts(tokens).lastWord)) return null;
    // The job's name: a few plain words, the last a job's ("driving instructor", "call centre worker").
    let role = -1;
    for (let k = 0; k < lineEnd && k < ROLE_WORDS; k++) {
      const t = tokens[k];
      if (t.kind !== "word" || NOT_IN_NAME.has(t.lower) || ANCHORS.has(t.lower) || SPANISH_INFINITIVE.test(t.lower))
        break;
      if (OBJECT_OPENS.has(tokens[k + 1]?.lower ?? "")) break;
      // ("stable hand", "farm hand", "deck hand": "hand" names a job after a word that says which.)
      const hand = k > 0 && HANDS.has(t.lower);
      if ((isRole(t) || hand) && !isRole(tokens[k + 1] ?? t)) {
        role = k;
        break;
      }
    }
    // A verb first needs a name of three words ("call centre worker", not "call plumber").
    if (role < 0 || (TASK_VERBS.has(tokens[0].lower) && role < 2)) return null;
    // ("dentist is on friday": another day's item, listed for that day, never whose day it is.)
    if (saysOtherDay(tokens, 0, lineEnd)) return null;
    if (oneLine) {
      // Only the job, then its shift: "nurse, 12hr shift 7a-7p", "camarero, turno de 5 a 1".
      if (!separator(tokens[role + 1] ?? tokens[role])) return null;
      const next = tokens.slice(role + 2, role + 6);
      return next.some((t) => SHIFT.has(t.lower)) ? { end: role + 2, text: "" } : null;
    }
    let end = role + 1;
    while (end < lineEnd && !separator(tokens[end])) end++;
    // (After the job: "plumber coming 10-12", "nurse to do the dressing" are items.)
    // ("plumber coming sometime in the morning": someone coming to the person is an item too.)
    const after = tokens.slice(role + 1, end);
    // ("hoover before the gym": an anchor to another item says a task, never a job, issue 29.)
    const item = (t: Tagged): boolean => TASK_VERBS.has(t.lower) || COMING.has(t.lower) || ANCHORS.has(t.lower);
    if (plans(tokens, role + 1, end) || after.some(item)) return null;
    // The remarks after it, up to the first part of the line that plans something.
    while (end < lineEnd) {
      while (end < lineEnd && separator(tokens[end])) end++;
      let next = end;
      while (next < lineEnd && !separator(tokens[next])) next++;
      if (next > end && plans(tokens, end, next)) {
        // "lollipop lady 🛑 8-9 and 3-4", "school cleaner 🧽 6-8": bare hours right after the job are the
        // job's own, so the job names them ("6am start" says only when the day starts).
        if (timedFirst(tokens, end)) return null;
        break;
      }
      end = next;
    }
    return { end, text: "" };
  },
};

/**
 * "radiography, lates 12-8", "ICU, nights 7p-7a", "A&E - earlies 7-3" (issue 29, kind 4): one word of where
 * the person works, then the day's shift with its hours, opening the text: the word names the ward or the
 * department, no task of an hour; the shift sets the work window (work-window.ts). Only a word that plans
 * nothing alone (no verb, no known activity) and a shift word with an hour right after it.
 */
/** A rota's shift by its kind, as the work window reads it ("late shift"). */
const SHIFT_OF = new Map([
  ["lates", "late"],
  ["earlies", "early"],
]);

export const DEPARTMENT_LINE: Rule = {
  name: "aside/department-line",
  starts: { opens: true },
  match: (tokens, i) => {
    if (i !== 0 || tokens[0].kind !== "word" || SPANISH_INFINITIVE.test(tokens[0].lower)) return null;
    if (!separator(tokens[1] ?? tokens[0]) && !["-", "–", "—"].includes(tokens[1]?.text ?? "")) return null;
    if (tokens[1].text === "." || plans(tokens, 0, 1)) return null;
    // (A job, "porter, earlies 7-3", is PERSONA_LINE's.)
    if (isRole(tokens[0])) return null;
    let k = 2;
    if (tokens[k]?.lower === "on") k++;
    if (!SHIFT.has(tokens[k]?.lower ?? "")) return null;
    const hour = tokens[k + 1];
    if (hour?.kind !== "number" && hour?.kind !== "clock") return null;
    // "lates 12-8" after the ward is its late shift: the day's work window.
    const kind = SHIFT_OF.get(tokens[k].lower);
    return kind ? { end: k + 1, text: `${kind} shift` } : { end: 2, text: "" };
  },
};
