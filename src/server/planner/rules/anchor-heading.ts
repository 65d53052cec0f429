/**
 * A heading line that says when, over a list (issue 29, kind 8): "locum 9-6\nb4 work:\n- post the
 * parcel\nafter work:\n- pilates 6.30-7.30\n- call the agency", "evening:\n- read\n- iron shirts".
 * The heading alone on its line said nothing of the bullets under it (they went anywhere in the
 * day); now the heading line goes and each of its bullets opens with the label ("after work:",
 * "before work:", "evening:") that the item reader already knows on one line ("morning is mine:", "evening's
 * free:" too). The list ends at the
 * first line that is not a bullet. English and Spanish (the work ones: "al salir:", "antes de entrar:"); GAP_HEADING reads "in between:" the same way.
 * Bounded: a bullet looks back LOOK_BACK tokens for its heading.
 */

import { bulletAt, headingListRule, newline, numberedAt } from "../core/heading-list";
import { spanAsWritten, wordsAt } from "../core/rules";
import type { Tagged } from "../core/tags";

const WHEN = ["before", "b4", "after"];
const MOMENTS = [
  "work",
  "school",
  "class",
  "college",
  "uni",
  "lunch",
  "dinner",
  "tea",
  "the school run",
  "school run",
  "shift",
  "my shift",
  "the shift",
  "service",
  "training",
  "the gym",
  "gym",
];
const PARTS: readonly [string, string][] = [
  ["this morning", "morning"],
  ["this afternoon", "afternoon"],
  ["this evening", "evening"],
  ["morning", "morning"],
  ["afternoon", "afternoon"],
  ["evening", "evening"],
  ["morning's", "morning"],
  ["afternoon's", "afternoon"],
  ["evening's", "evening"],
  ["tonight", "tonight"],
  ["in the morning", "morning"],
  ["in the afternoon", "afternoon"],
  ["in the evening", "evening"],
  // Spanish: "por la tarde:", "en la mañana:", "a la noche:", "esta tarde:" over a list.
  ...["por la", "en la", "a la", "esta"].flatMap((lead): [string, string][] => [
    [`${lead} mañana`, "por la mañana"],
    [`${lead} manana`, "por la mañana"],
    [`${lead} tarde`, "por la tarde"],
    [`${lead} noche`, "por la noche"],
  ]),
];
/** Spanish: "al salir:", "saliendo del curro:", "antes de entrar:" over a list: after or before the day's work. */
const ES_WORK: readonly [string, string][] = [
  ...["al salir", "a la salida", "al salir del trabajo", "saliendo del trabajo", "al salir del curro"].map(
    (h): [string, string] => [h, "después del trabajo"],
  ),
  ...["después del trabajo", "despues del trabajo", "después del curro", "despues del curro", "tras el trabajo"].map(
    (h): [string, string] => [h, "después del trabajo"],
  ),
  ...["antes de entrar", "antes del trabajo", "antes del curro", "antes de ir a trabajar"].map(
    (h): [string, string] => [h, "antes del trabajo"],
  ),
];
const HEADINGS: readonly (readonly [readonly string[], string])[] = [
  ...ES_WORK.map(([h, label]): [readonly string[], string] => [h.split(" "), label]),
  ...WHEN.flatMap((w) =>
    MOMENTS.map((m): [readonly string[], string] => [[w, ...m.split(" ")], `${w === "b4" ? "before" : w} ${m}`]),
  ),
  ...PARTS.map(([p, label]): [readonly string[], string] => [p.split(" "), label]),
];

/** What a list holds, after its heading's when: "morning bits:", "evening jobs:", "after work stuff:". */
const HOLDS = new Set(["bits", "stuff", "jobs", "things", "tasks", "errands", "chores", "list"]);

/** Spanish bare headings, as the English words they say: "antes:", "después:", "luego:" (issue 29, kind 8). */
const WHEN_ES: Readonly<Record<string, string>> = {
  antes: "before",
  después: "after",
  despues: "after",
  luego: "after",
};

/** The heading at k is a bare "before:" / "after:" over a list: the word, or null. */
function bareWhen(tokens: readonly Tagged[], k: number, plain = false): string | null {
  const written = tokens[k]?.lower ?? "";
  const w = WHEN_ES[written] ?? written;
  if (!WHEN.includes(w) || tokens[k + 1]?.text !== ":") return null;
  let end = k + 2;
  while (tokens[end]?.kind === "emoji") end++;
  const next = tokens[end + 1];
  const listed = plain ? next?.kind === "word" : bulletAt(next) || numberedAt(tokens, end + 1);
  if (!newline(tokens[end]) || !listed) return null;
  return w === "b4" ? "before" : w;
}

/** The word a line's range opens with, before its clock: "de 1 a 6", "desde las 9", "from 8 to 4". */
const RANGE_OPENERS = new Set(["de", "desde", "from"]);
const TODAY = new Set(["hoy", "today"]);
const NAME_PARTS = new Set(["mañana", "manana", "tarde", "noche"]);

const LOOK_BACK = 80;
const MOST_NAME = 6;
const APOSTROPHE = new Set(["'", "’"]);

/**
 * "Rosewood hospice shift 10a-2p\nbefore:\n- bake scones\n- drive over\nafter:\n- debrief" (issue
 * 29, r11 kind 8): a bare "before:" or "after:" over a list, under a timed line (past the lists and
 * headings between), is before or after that item: "before the Rosewood hospice shift", its name
 * the line's words up to its clock. Null when no such line is there.
 */
function bareLabel(tokens: readonly Tagged[], k: number, plain = false): string | null {
  const when = bareWhen(tokens, k, plain);
  if (!when) return null;
  let lineEnd = k - 1;
  while (lineEnd > 0 && k - lineEnd < LOOK_BACK) {
    let s = lineEnd - 1;
    while (s >= 0 && !newline(tokens[s])) s--;
    s++;
    // (Over plain lines, "lecture 9-11\nafter:\nlibrary 2h", only another bare heading is passed.)
    const list = !plain && (bulletAt(tokens[s]) || numberedAt(tokens, s));
    if (!(list || bareWhen(tokens, s, plain))) {
      let e = s;
      // ("parents' evening": the apostrophe is the name's.)
      while (e < lineEnd && e - s < MOST_NAME && (tokens[e].kind === "word" || APOSTROPHE.has(tokens[e].text))) e++;
      // ("Food truck en el tianguis de 1 a 6", "محل from 8 to 4": the range's own word before its clock.)
      const at = RANGE_OPENERS.has(tokens[e]?.lower ?? "") ? e + 1 : e;
      const timed = tokens[at]?.kind === "clock" || tokens[at]?.kind === "number";
      if (e === s || !timed) return null;
      // ("turno de mañana en el liceo de 7 a 15": a name with a part of the day in it is left to the reader.)
      if (at !== e && tokens.slice(s, e).some((t) => NAME_PARTS.has(t.lower))) return null;
      // "after the Rosewood hospice shift": with its article, the name is never read as an item of the list.
      const own = tokens[s].lower === "the" || tokens[s].lower === "my";
      // ("Food truck hoy en el tianguis": the day's word is no part of the item's name.)
      const span = tokens.slice(s, e);
      const name = span.some((t) => TODAY.has(t.lower))
        ? span
            .filter((t) => !TODAY.has(t.lower))
            .map((t) => t.text)
            .join(" ")
        : spanAsWritten(tokens, s, e);
      return `${when} ${own ? "" : "the "}${name}`;
    }
    lineEnd = s - 1;
  }
  return null;
}

/** "is mine", "mine", "is free", "to myself" after a part of the day: how many tokens, or 0. */
function ownAt(tokens: readonly Tagged[], k: number): number {
  const is = tokens[k]?.lower === "is" ? 1 : 0;
  if (OWN.has(tokens[k + is]?.lower ?? "")) return is + 1;
  return tokens[k + is]?.lower === "to" && tokens[k + is + 1]?.lower === "myself" ? is + 2 : 0;
}
const OWN = new Set(["mine", "free", "clear"]);

/** The label of the heading at line start k, when the line is only a heading (and its colon) and a bullet list follows. */
function headingAt(tokens: readonly Tagged[], k: number): string | null {
  return bareLabel(tokens, k) ?? namedHeading(tokens, k, false);
}

/**
 * "email bob\ntonight:\ncall gran at 10\ntidy kitchen" (issue 29): a heading of HEADINGS closed by its colon
 * over plain lines (no bullets) is theirs too, down to a blank line or the next heading; so is a bare
 * "after:" right under a timed line ("lecture 9-11\nafter:\nlibrary 2h").
 */
function plainHeadingAt(tokens: readonly Tagged[], k: number): string | null {
  return bareLabel(tokens, k, true) ?? namedHeading(tokens, k, true);
}

/** The label of a heading of HEADINGS at line start k over a bullet list (or, with `plain`, over plain lines after its colon). */
function namedHeading(tokens: readonly Tagged[], k: number, plain: boolean): string | null {
  for (const [words, label] of HEADINGS) {
    if (!wordsAt(tokens, k, words)) continue;
    let end = k + words.length;
    // "morning bits:", "after work jobs:": what the list holds may follow its when.
    if (HOLDS.has(tokens[end]?.lower ?? "")) end++;
    // "morning is mine:", "morning's free:", "afternoon to myself:": the part claimed as one's own.
    else end += ownAt(tokens, end);
    // (The colon may be missing: "after work\n- pick up Leo" is the same heading.)
    const colon = tokens[end]?.text === ":";
    if (colon) end++;
    // ("after work.\n- ...", "after work 🙂\n- ...": the stop or emoji that closes the line closes the heading.)
    while (tokens[end]?.kind === "emoji" || (!colon && tokens[end]?.text === "." && tokens[end]?.endsLine)) end++;
    if (!newline(tokens[end])) continue;
    if (plain) return colon && tokens[end + 1]?.kind === "word" ? label : null;
    if (bulletAt(tokens[end + 1]) || numberedAt(tokens, end + 1)) return label;
  }
  return null;
}

export const ANCHOR_HEADING = headingListRule("anchor/anchor-heading", headingAt, plainHeadingAt);
