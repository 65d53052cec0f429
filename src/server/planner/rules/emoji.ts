/**
 * An emoji between two items ends the first (issue 29, kind 3): "Meetings 9-10 and 3-4 🙃 between
 * the meetings prepare the slides" is two sentences. An emoji before a cue of the same item ("gym 💪
 * at 6", "gym 💪 (1h)") stays inside it, and one between an hour and its end ("at 4 📸 till 9") goes;
 * asides that end in an emoji are rules/aside.ts. Before a range of hours ("guardia 😩 de 8 a 3") it goes too.
 */

import { type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";
import { opensRange } from "./opening-line";

function carriesOn(t: Tagged): boolean {
  return (
    t.kind === "number" ||
    t.kind === "clock" ||
    t.tags.has("cue") ||
    t.tags.has("with") ||
    t.tags.has("from") ||
    t.tags.has("each") ||
    t.tags.has("pm") ||
    t.tags.has("am") ||
    t.tags.has("and")
  );
}

const UNTIL = new Set(["till", "til", "until", "to"]);

export const EMOJI_BREAK: Rule = {
  name: "emoji/ends-item",
  starts: { kinds: ["emoji"] },
  match: (tokens, i) => {
    if (i === 0 || tokens[i].kind !== "emoji") return null;
    const before = tokens[i - 1];
    if (before.kind !== "word" && before.kind !== "number" && before.kind !== "clock") return null;
    let k = i;
    while (tokens[k]?.kind === "emoji") k++;
    const next = tokens[k];
    // "Guardia hoy 😩 de 8 a 3 en el centro de salud", "shift today 😩 from 8 to 3": the range after the
    // emoji is the hours of the words before it; the emoji goes, the item stays one.
    if (next?.kind === "word" && opensRange(tokens.slice(k, k + 4))) return { end: k, text: "" };
    if (!next || next.kind !== "word" || carriesOn(next)) return null;
    // "shoot at 4 📸 till 9": between an hour and its end, the emoji goes and the range stays one.
    const end = tokens[k + 1];
    if (before.kind !== "word" && UNTIL.has(next.lower) && (end?.kind === "number" || end?.kind === "clock"))
      return { end: k, text: "" };
    // "Cena en Casa Pepe 🍷 a las 9", "sobre las 3": a word before "las" is the same item's time.
    if (tokens[k + 1]?.tags.has("cue") && tokens[k + 2]?.kind === "number") return null;
    return { end: k, text: "." };
  },
};
