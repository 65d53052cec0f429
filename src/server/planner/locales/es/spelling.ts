/**
 * Common Spanish misspellings of task verbs read as the word meant (issue 29): "recojer a los niños" is
 * "recoger a los niños" (a pickup, 10-20 min), "recojerlos" is "recogerlos", "yamar al banco" is "llamar al
 * banco". Only words that are no Spanish word as written, so nothing spelled right changes. One token each.
 */

import { type Rule } from "../../core/rules";

/** Misspelt stems and the stem meant; the rest of the word (an ending, a pronoun) is kept as written. */
const STEMS: readonly (readonly [string, string])[] = [
  ["recojer", "recoger"],
  ["recojiendo", "recogiendo"],
  ["yamar", "llamar"],
  ["yamando", "llamando"],
  ["escrivir", "escribir"],
  ["conprar", "comprar"],
];
/** What may follow a stem: nothing, or the pronouns glued to an infinitive or gerund. */
const ENDINGS = new Set(["", "la", "lo", "las", "los", "le", "les", "me", "te", "nos", "se"]);

/** The word as meant, or undefined when it is no misspelling of STEMS. */
export function respelled(word: string): string | undefined {
  for (const [wrong, right] of STEMS)
    if (word.startsWith(wrong) && ENDINGS.has(word.slice(wrong.length))) return right + word.slice(wrong.length);
  return undefined;
}

/** A pre-pass of core/grammar-pass.ts: each misspelt word becomes the word meant. */
export const SPELLING: Rule = {
  name: "es/spelling",
  starts: { prefixes: ["recoj", "yam", "escriv", "conp"] },
  match: (tokens, i) => {
    const t = tokens[i];
    const right = t.kind === "word" ? respelled(t.lower) : undefined;
    if (right === undefined) return null;
    // (A capital stays: "Recojer" opening the line is "Recoger".)
    const text = t.text[0] !== t.lower[0] ? right[0].toUpperCase() + right.slice(1) : right;
    return { end: i + 1, text };
  },
};

/** Whether SPELLING can change the text: its pass runs only then. */
export const MISSPELT = /recoj|yam|escriv|conpr/iu;

/**
 * Titles keep the person's own words (issue 29): "Recojer a los niños" was read as "recoger", and its title
 * is written back as the text had it, when the text has that title with the misspelt word.
 */
export function titleAsWritten(title: string, text: string): string {
  const lower = title.toLowerCase();
  const said = text.toLowerCase();
  for (const [wrong, right] of STEMS) {
    const at = lower.indexOf(right);
    if (at < 0 || !said.includes(wrong)) continue;
    const stem = title[at] === right[0] ? wrong : wrong[0].toUpperCase() + wrong.slice(1);
    const back = title.slice(0, at) + stem + title.slice(at + right.length);
    if (said.includes(back.toLowerCase())) return back;
  }
  return title;
}
