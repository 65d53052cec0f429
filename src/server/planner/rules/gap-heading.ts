/**
 * A heading for the gap between two timed items, over a list (issue 29, kind 8): "split shift 8-12
 * and 4-8\ngap stuff\n• collect dry cleaning\n• make soup", "curro de 12 a 5 y de 8 a 11\nentre
 * medias:\n- siesta\n- tender", "دوام من ٧ إلى ١١ ومن ٤ إلى ٨\nبالاستراحة:\n- ...". Every bullet under
 * the heading goes between the two timed items before it: the heading line goes, and each of its
 * bullets opens with the label "in between:" ("entre medias:") the item reader knows. The list ends at the
 * first line that is not a bullet ("por la mañana:"). Bounded: a bullet looks back LOOK_BACK tokens
 * for its heading.
 */

import { bulletAt, headingListRule, newline, numberedAt } from "../core/heading-list";
import { wordsAt } from "../core/rules";
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

/**
 * The heading's label at line start k ("in between" / "entre medias"), when the line is only a gap phrase and a colon
 * over a bullet list; with `plain`, closed by its colon over plain lines ("بالاستراحة:\nأروح البنك\nأكوي الملابس"),
 * which are its list down to a blank line or the next heading (core/heading-list.ts).
 */
function gapHeading(tokens: readonly Tagged[], k: number, plain: boolean): string | null {
  for (const words of HEADINGS) {
    if (!wordsAt(tokens, k, words)) continue;
    let end = k + words.length;
    let colon = false;
    while (tokens[end] && (tokens[end].text === ":" || tokens[end].text === "-" || tokens[end].kind === "emoji")) {
      colon ||= tokens[end].text === ":";
      end++;
    }
    if (!newline(tokens[end])) continue;
    const listed = plain
      ? colon && tokens[end + 1]?.kind === "word"
      : bulletAt(tokens[end + 1]) || numberedAt(tokens, end + 1);
    if (listed) return SPANISH.has(words[0]) ? "entre medias" : "in between";
  }
  return null;
}

export const GAP_HEADING = headingListRule(
  "between/gap-heading",
  (tokens, k) => gapHeading(tokens, k, false),
  (tokens, k) => gapHeading(tokens, k, true),
);
