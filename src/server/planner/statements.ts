/**
 * Sentences that say how the day is rather than what to do in it ("tmrw is the deadline!!",
 * "broken arm so everything takes longer"): with no time, length or deadline of their own, they are
 * no tasks. Word lists matched on the title's words.
 */

import { tag } from "./core/tags";
import { namesDayFrame } from "./day-frame-words";
import { SPANISH_INFINITIVE, TASK_VERBS } from "./segment-words";

/** Verbs that state what something is. */
const COPULAS = new Set(["is", "are", "was", "were", "isn't", "aren't", "es", "está", "están", "son", "era", "será"]);

/** "so everything ...", "so i ...": what follows "so" is a consequence told, not an item. */
const SO_SUBJECTS = new Set(["everything", "i", "i'm", "im", "we", "it", "it's", "things", "nothing"]);

/**
 * Titles that tell where the person is or what the day is, whole: "llego a casa", "got home",
 * "وصلت البيت" (getting home, no hour: the day's start, not a task), "saliente" (the day after a
 * night shift).
 */
const STATE_TITLES = new Set([
  "llego a casa",
  "llegué a casa",
  "llegue a casa",
  "get home",
  "got home",
  "i get home",
  "i got home",
  "back home",
  "أوصل البيت",
  "اوصل البيت",
  "وصلت البيت",
  // Going home, said after the day's work ("trabajo de 6 a 10, después a casa", "وبعدين عالبيت").
  "casa",
  "a casa",
  "pa casa",
  "para casa",
  "home",
  "go home",
  "head home",
  "البيت",
  "عالبيت",
  "للبيت",
  "saliente",
  "saliente de noche",
  "saliente de guardia",
  "post nights",
  "post-nights",
  // "so I should start early", "so I'll leave early": how the day runs, no task of its own (p-seen19).
  "start early",
  "leave early",
  "finish early",
  "head off early",
  "knock off early",
]);

/**
 * "coming off a night shift", "just off nights", "post night shift", "after a long shift": the day after a
 * shift, said as how the day starts (issue 29, seen kinds); no task.
 */
const OFF_SHIFT =
  /^(?:(?:coming|just|fresh|straight)\s+off|post-?|after)\s*(?:a\s+|the\s+|my\s+)?(?:night|late|long|double|12h)\s*(?:shift|shifts|nights|call)?$/u;
const OFF_NIGHTS =
  /^(?:(?:coming|just|fresh|straight)\s+off|post-?)\s*(?:a\s+|the\s+|my\s+)?(?:shift|nights|on-?call)$/u;

/**
 * "día de escuela, clases de 8 a 1", "school day, lessons 8-3", "uni day": the kind of day, said before
 * its hours (the classes are the event); no task.
 */
const DAY_KIND =
  /^(?:(?:a|another|my)\s+)?(?:school|uni|college|class|study|lecture)\s+day$|^(?:un\s+|otro\s+)?d[ií]a\s+de\s+(?:escuela|cole|colegio|clases?|uni|universidad|instituto|insti|facultad|facu)$/u;

/** A title that only says where the person is or what the day is (STATE_TITLES). */
export function isDayState(title: string): boolean {
  const t = title.toLocaleLowerCase().trim().split(/\s+/u).join(" ");
  // "childminding today", "minding the twins": whose care the day is in, with no hours (day-frame-words.ts).
  return STATE_TITLES.has(t) || DAY_KIND.test(t) || OFF_SHIFT.test(t) || OFF_NIGHTS.test(t) || namesDayFrame(t);
}

export function isStatement(title: string): boolean {
  const words = title
    .toLocaleLowerCase()
    .split(/[\s,.!?()]+/u)
    .filter(Boolean);
  if (words.length < 2) return false;
  const first = words[0];
  if (TASK_VERBS.has(first) || SPANISH_INFINITIVE.test(first)) return false;
  if (words.some((w) => COPULAS.has(w))) return true;
  // "so that's tight", "(thats their evening)", "it's a lot": a remark on what came before (p-seen19).
  if (REMARK_OPENERS.has(first.replace("’", "'"))) return true;
  // "Dan's cooking", "mum's driving": someone else doing it, said with no time of its own.
  if (words.length === 2 && /['’]s$/u.test(first) && doing(words[1])) return true;
  // "tomorrow's busy", "mum's poorly": "'s" is "is" when a mood word follows ("Kate's birthday" is no mood).
  if (words.some((w, i) => /['’]s$/u.test(w) && i + 1 < words.length && moodWord(words[i + 1]))) return true;
  // "tomorrow's sorted", "the car's fixed (finally)": something already dealt with, said at the end.
  if (words.some((w, i) => /['’]s$/u.test(w) && DEALT_WITH.has(words[i + 1] ?? "") && i + 3 >= words.length))
    return true;
  return words.some((w, i) => w === "so" && i > 0 && SO_SUBJECTS.has(words[i + 1] ?? ""));
}

/** Words that open a remark about what came before: "that's tight", "thats their evening". */
const REMARK_OPENERS = new Set(["that's", "thats", "it's", "theres", "there's"]);

/** "cooking", "driving", "doing": the gerund of a verb of a task (TASK_VERBS), not a noun ("wedding"). */
function doing(word: string): boolean {
  if (!word.endsWith("ing") || word.length < 6) return false;
  const stem = word.slice(0, -3);
  const undoubled = stem.length > 3 && stem.at(-1) === stem.at(-2) ? stem.slice(0, -1) : stem;
  return TASK_VERBS.has(stem) || TASK_VERBS.has(`${stem}e`) || TASK_VERBS.has(undoubled);
}

/** What "'s" + a word says is already dealt with: "tomorrow's sorted", "the car's fixed". */
const DEALT_WITH = new Set([
  "sorted",
  "fixed",
  "done",
  "booked",
  "covered",
  "handled",
  "finished",
  "cancelled",
  "canceled",
]);

function moodWord(word: string): boolean {
  const [t] = tag(word);
  return t?.tags.has("aside") === true;
}
