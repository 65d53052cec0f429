/**
 * Times and lists attach to the right item (issue 29, kind 1): a Spanish address after an item,
 * "cambiar el calentador en c/ Feria 12", "revisión en calle Mayor 5, 1h", "visita en Avda. de la Paz 30"
 * is where it is: a bracketed place, "Cambiar el calentador (c/ Feria 12)", never a clock (12) nor a
 * count; so is one after a comma, "reparar la caldera, c/ Colón 14". The street's word, up to four words of its name (capitalised, or "de", "del", "la"), the number.
 */

import { spanAsWritten, type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

/** Words that name a street: "c/", "calle", "avda.", "avenida", "plaza", "paseo", "ronda", "camino". */
const STREET_ES = new Set(
  "c calle cl avda av avenida plaza pza paseo ronda camino carrer travesía travesia".split(" "),
);
/** Abbreviations written with a mark: "c/", "avda.", "pza.". */
const MARK = new Set(["/", "."]);
const LINK = new Set(["de", "del", "la", "las", "los"]);
const CAPITAL = /^\p{Lu}/u;
const NAME_WORDS = 4;

/** The end of "c/ Feria 12" at i (the street's word), or -1. */
function streetEnd(tokens: readonly Tagged[], i: number): number {
  const w = tokens[i];
  if (w?.kind !== "word" || !STREET_ES.has(w.lower)) return -1;
  let k = i + 1;
  // ("c" and "av" only with their mark: "c/ Feria", "av. Libertador".)
  if (MARK.has(tokens[k]?.text ?? "") && tokens[k].start === w.end) k++;
  else if (w.text.length <= 2) return -1;
  let words = 0;
  // ("Avda. de la Paz 30": the link words may come first.)
  while (words < NAME_WORDS && tokens[k]?.kind === "word") {
    if (!CAPITAL.test(tokens[k].text) && !LINK.has(tokens[k].lower)) break;
    words++;
    k++;
  }
  const n = tokens[k];
  if (words === 0 || !CAPITAL.test(tokens[k - 1].text) || n?.kind !== "number" || (n.digits ?? 0) > 4) return -1;
  return k + 1;
}

export const ADDRESS_ES: Rule = {
  name: "list/address-es",
  starts: { words: ["en", ...STREET_ES] },
  match: (tokens, i) => {
    // ("reparar la caldera en casa de la sra Pilar, c/ Colón 14": the address after a comma, the comma taken.)
    const comma = tokens[i - 1]?.text === "," && tokens[i - 2]?.kind === "word";
    if (comma && STREET_ES.has(tokens[i].lower)) {
      const end = streetEnd(tokens, i);
      if (end < 0 || !(closesItem(tokens[end]) || tokens[end]?.text === ",")) return null;
      return { from: i - 1, end, text: ` (${spanAsWritten(tokens, i, end)})` };
    }
    if (tokens[i].lower !== "en" || tokens[i - 1]?.kind !== "word") return null;
    const end = streetEnd(tokens, i + 1);
    if (end < 0) return null;
    // (The item's time may follow: "visita en Avda. de la Paz 30 a las 4".)
    const timeNext = tokens[end]?.lower === "a" && ["la", "las"].includes(tokens[end + 1]?.lower ?? "");
    if (!(closesItem(tokens[end]) || tokens[end]?.text === "," || timeNext)) return null;
    return { end, text: ` (${spanAsWritten(tokens, i + 1, end)})` };
  },
};
