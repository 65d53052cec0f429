/**
 * The opening line that names the day by an occasion and a place (issue 29, kind 3): "Boda en
 * Toledo!!", "Erasmus en Bolonia 🇮🇹", "Viaje a Sevilla\n- ...", "Trip to Rome ✈️". At the very start
 * of the text, a word that is neither a task verb nor an activity of its own, "en" / "a" / "in" /
 * "to", and one or two capitalised names, closed by an emoji, "!" or a line break with more text
 * after: a heading, it plans nothing. ("Cena en Casa Pepe 🍷" is a dinner: the lexicon knows it.)
 */

import type { Rule } from "../core/rules";
import type { Tagged } from "../core/tags";
import { classifyKind, DEFAULT_MINUTES, defaultDuration } from "../lexicon";
import { SPANISH_INFINITIVE, TASK_VERBS } from "../segment-words";

const LINKS = new Set(["en", "a", "in", "to"]);

const capitalised = (t: Tagged | undefined): boolean =>
  t?.kind === "word" && t.text[0] !== t.text[0].toLowerCase() && t.text.length > 1;

function occasion(t: Tagged): boolean {
  if (t.kind !== "word" || TASK_VERBS.has(t.lower) || SPANISH_INFINITIVE.test(t.lower)) return false;
  return defaultDuration(t.text) === DEFAULT_MINUTES && classifyKind(t.text, false) === "task";
}

export const PLACE_HEADING: Rule = {
  name: "aside/place-heading",
  starts: { opens: true },
  match: (tokens, i) => {
    // (The link and the name first: the occasion's lexicon look-ups cost more.)
    if (i !== 0 || !LINKS.has(tokens[1]?.lower ?? "") || !capitalised(tokens[2]) || !occasion(tokens[0])) return null;
    let k = 3;
    if (capitalised(tokens[k])) k++;
    const stop = tokens[k];
    if (!stop || !(stop.kind === "emoji" || stop.kind === "break" || stop.text === "!")) return null;
    while (tokens[k] && (tokens[k].kind === "emoji" || tokens[k].text === "!")) k++;
    if (tokens[k]?.kind === "break") k++;
    if (!tokens.slice(k).some((t) => t.kind === "word")) return null;
    return { end: k, text: "" };
  },
};
