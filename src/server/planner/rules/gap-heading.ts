/**
 * A heading for the gap between two timed items, over a list (issue 29, kind 8): "split shift 8-12
 * and 4-8\ngap stuff\n• collect dry cleaning\n• make soup", "curro de 12 a 5 y de 8 a 11\nentre
 * medias:\n- siesta\n- tender", "دوام من ٧ إلى ١١ ومن ٤ إلى ٨\nبالاستراحة:\n- ...". Every bullet under
 * the heading goes between the two timed items before it: the heading line goes, and each of its
 * bullets opens with the label "in between:" ("entre medias:") the item reader knows. The list ends at the
 * first line that is not a bullet ("por la mañana:"). Bounded: a bullet looks back LOOK_BACK tokens
 * for its heading.
 */

import { wordsAt, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const HEADINGS: readonly (readonly string[])[] = [
  "in between",
  "in the gap",
  "gap stuff",
  "gap",
  "between shifts",
  "between the shifts",
  "in the break",
  "during the break",
  "in the meantime",
  "entre medias",
  "entremedias",
  "entre medio",
  "en el hueco",
  "en la pausa",
  "en el descanso",
  "entre turnos",
  "entre los turnos",
  "entre turno y turno",
  "بالاستراحة",
  "في الاستراحة",
  "وقت الاستراحة",
  "بالبريك",
  "بين الدوامين",
  "بين الشفتين",
].map((h) => h.split(" "));
const SPANISH = new Set(["entre", "entremedias", "en"]);
const LOOK_BACK = 80;

const newline = (t: Tagged | undefined): boolean => t?.kind === "break" && (t.text === "\n" || t.text === "\r");

/** The heading's kind at line start k ("es" / "en"), when the line is only a gap phrase and a colon. */
function headingAt(tokens: readonly Tagged[], k: number): "es" | "en" | null {
  for (const words of HEADINGS) {
    if (!wordsAt(tokens, k, words)) continue;
    let end = k + words.length;
    while (tokens[end] && (tokens[end].text === ":" || tokens[end].text === "-" || tokens[end].kind === "emoji")) end++;
    if (newline(tokens[end]) && tokens[end + 1]?.kind === "break" && !newline(tokens[end + 1]))
      return SPANISH.has(words[0]) ? "es" : "en";
  }
  return null;
}

/** The heading over the bullet line that opens at i, if any. */
function headingOver(tokens: readonly Tagged[], i: number): "es" | "en" | null {
  let k = i - 2;
  for (; k >= 0 && i - k < LOOK_BACK; k--) {
    if (!newline(tokens[k])) continue;
    const first = tokens[k + 1];
    // A bullet line: go on up. Else the line is the heading, or the list is no gap's.
    if (first?.kind === "break" && !newline(first)) continue;
    return headingAt(tokens, k + 1);
  }
  return k < 0 ? headingAt(tokens, 0) : null;
}

export const GAP_HEADING: Rule = {
  name: "between/gap-heading",
  match: (tokens, i) => {
    const lineStart = i === 0 || newline(tokens[i - 1]);
    if (lineStart && headingAt(tokens, i) !== null) {
      let end = i;
      while (!newline(tokens[end])) end++;
      return { end, text: "" };
    }
    // A bullet of the list: it opens with the label.
    const bullet = tokens[i];
    if (!newline(tokens[i - 1]) || bullet.kind !== "break" || newline(bullet)) return null;
    const lang = headingOver(tokens, i);
    if (!lang) return null;
    return { end: i + 1, text: `${bullet.text} ${lang === "es" ? "entre medias" : "in between"}:` };
  },
};
