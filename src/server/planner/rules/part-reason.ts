/**
 * Why a part of the day suits the item, said after it (issue 29): "Chopin 1.5hr, morning when my
 * brain works", "essay in the morning while I'm fresh", "admin in the afternoon when it's quiet",
 * "emails first thing cos I'm sharpest" keep the part ("morning") and drop the clause, which is
 * neither an item of its own ("Morning when my brain works") nor part of a title. Only right after a
 * part of the day, and only a clause that runs to the item's end. Bounded: MOST words.
 */

import { type Rule } from "../core/rules";
import { closesItem } from "../core/tags";

const PARTS = new Set(["morning", "mornings", "afternoon", "afternoons", "evening", "evenings", "thing", "am", "pm"]);
const WHEN = new Set(["when", "while", "whilst", "cos", "coz", "cuz", "because", "as"]);
const MOST = 7;

export const PART_REASON: Rule = {
  name: "aside/part-reason",
  starts: { words: [...PARTS] },
  match: (tokens, i) => {
    const part = tokens[i];
    if (!PARTS.has(part.lower) || !WHEN.has(tokens[i + 1]?.lower ?? "")) return null;
    // "first thing": the part's two words.
    if (part.lower === "thing" && tokens[i - 1]?.lower !== "first") return null;
    let k = i + 2;
    while (k < i + 2 + MOST && tokens[k]?.kind === "word" && !tokens[k].unitMinutes) k++;
    const stop = tokens[k];
    // (A length after it is the item's: "emails first thing cos I'm sharpest 20 mins".)
    const ends =
      closesItem(stop) || stop.kind === "emoji" || stop.kind === "number" || stop.text === "," || stop.text === "!";
    if (k === i + 2 || !ends) return null;
    // ", morning when ...": a bare part after a comma is the plain "in the morning".
    const bare = tokens[i - 1]?.text === "," && part.lower !== "thing";
    return { end: k, text: bare ? `in the ${part.lower.replace(/s$/u, "")}` : part.text };
  },
};
