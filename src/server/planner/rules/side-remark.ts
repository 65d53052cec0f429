/**
 * A remark after the item on what it does for the person or whether it happens (issue 29, r11 kind
 * 5): "journaling 20 min - helps me process", "stretch 10 min, keeps my back happy", "run, it helps
 * me sleep", "dinner at 8?? maybe, depends", "drinks at 7, depends on work", "brunch, we'll see" are
 * the item alone; the remark is no item ("Helps me process", "Depends") and no part of the title.
 * Spanish too: "diario 20 min - me ayuda a pensar", "cena a las 8, depende", "brunch, ya veremos".
 * Only after a comma or a dash inside the item, up to its end; bounded: at most MOST words.
 */

import { type Rule } from "../core/rules";
import { closesItem } from "../core/tags";

const OPEN = new Set([",", "-", "–", "—"]);
/** "helps me", "keeps my back happy", "makes us laugh": a third person's verb and whom it does good. */
const DOES = new Set(["helps", "keeps", "makes", "gets", "lets"]);
const WHOM = new Set(["me", "us", "my", "our"]);
/** "depends", "we'll see": whether it happens at all. */
const DEPENDS = new Set(["depends", "dependin", "depending", "depende"]);
const SEE = new Set(["we'll", "we’ll", "well", "will"]);
/** "me ayuda a pensar", "me relaja", "nos despeja": Spanish, whom first, then the verb. */
const ME = new Set(["me", "nos"]);
const DOES_ES = new Set(["ayuda", "relaja", "despeja", "calma", "sienta", "viene"]);
const MOST = 8;

/** The end of the remark opening at k (the token after OPEN), or -1. */
function remarkStart(tokens: Parameters<Rule["match"]>[0], k: number): number {
  if (tokens[k]?.lower === "it" || tokens[k]?.lower === "that") k++;
  const w = tokens[k]?.lower ?? "";
  if (DOES.has(w) && WHOM.has(tokens[k + 1]?.lower ?? "")) return k + 2;
  if (DEPENDS.has(w)) return k + 1;
  if (SEE.has(w) && tokens[k + 1]?.lower === "see") return k + 2;
  if (ME.has(w) && DOES_ES.has(tokens[k + 1]?.lower ?? "")) return k + 2;
  if (w === "ya" && tokens[k + 1]?.lower === "veremos") return k + 2;
  return -1;
}

export const SIDE_REMARK: Rule = {
  name: "aside/side-remark",
  starts: { words: [...OPEN] },
  match: (tokens, i) => {
    const p = tokens[i - 1];
    if (!OPEN.has(tokens[i].text) || !p || p.kind === "break" || p.kind === "emoji") return null;
    const from = remarkStart(tokens, i + 1);
    if (from < 0) return null;
    for (let k = from; k < from + MOST; k++) {
      const t = tokens[k];
      if (closesItem(t) || t.text === ",") return { end: k, text: "" };
      if (t.kind !== "word") return null;
    }
    return null;
  },
};
