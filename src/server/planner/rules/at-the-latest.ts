/**
 * "at the latest" and "at the earliest" turn a time into a limit (issue 29, kind 6): "gym at 6 at
 * the latest", "send the quote by 3 at the latest", "leave at 7:30 latest" are due then, never placed
 * after it; "call the garage at 10 at the earliest" starts no sooner. The phrase becomes the plain
 * "by 6" (or "after 10") the item reader knows.
 */

import { readClock, spanAsWritten, type Rule } from "../core/rules";

const CUES = new Set(["at", "@", "by", "around", "about"]);

export const AT_THE_LATEST: Rule = {
  name: "deadline/at-the-latest",
  starts: { words: [...CUES], kinds: ["number", "clock"] },
  match: (tokens, i) => {
    const cue = CUES.has(tokens[i].lower);
    const k = cue ? i + 1 : i;
    const c = readClock(tokens, k);
    if (!c) return null;
    let end = c.end;
    if (tokens[end]?.text === ",") end++;
    if (tokens[end]?.lower === "at" && tokens[end + 1]?.lower === "the") end += 2;
    const word = tokens[end]?.lower;
    if (word !== "latest" && word !== "earliest") return null;
    // A bare number needs its cue ("3 at the latest" could be a count): only clocks stand alone.
    if (!cue && tokens[k].kind !== "clock" && !c.mer) return null;
    const clock = tokens
      .slice(k, c.end)
      .map((x) => x.text)
      .join("");
    return { end: end + 1, text: `${word === "latest" ? "by" : "after"} ${clock}` };
  },
};

/** "como (muy) tarde", "a más tardar", "como pronto" after a Spanish hour, the words after "a las 10". */
function esLimit(tokens: Parameters<Rule["match"]>[0], k: number): { end: number; latest: boolean } | null {
  const w = (n: number): string => tokens[k + n]?.lower ?? "";
  if (w(0) === "como" && w(1) === "muy" && (w(2) === "tarde" || w(2) === "pronto"))
    return { end: k + 3, latest: w(2) === "tarde" };
  if (w(0) === "como" && (w(1) === "tarde" || w(1) === "pronto")) return { end: k + 2, latest: w(1) === "tarde" };
  if (w(0) === "a" && (w(1) === "más" || w(1) === "mas") && w(2) === "tardar") return { end: k + 3, latest: true };
  return null;
}

/**
 * The Spanish: "salir para el aeropuerto a las 10 como tarde", "entregarlo a las 3 a más tardar" are due
 * then ("antes de las 10"); "llamar al taller a las 10 como pronto" starts no sooner ("después de las 10").
 */
export const ES_AT_THE_LATEST: Rule = {
  name: "deadline/es-at-the-latest",
  starts: { words: ["a", "sobre"] },
  match: (tokens, i) => {
    if (tokens[i + 1]?.lower !== "las" && tokens[i + 1]?.lower !== "la") return null;
    const c = readClock(tokens, i + 2);
    if (!c) return null;
    const end = tokens[c.end]?.text === "," ? c.end + 1 : c.end;
    const limit = esLimit(tokens, end);
    if (!limit) return null;
    const clock = spanAsWritten(tokens, i + 2, c.end);
    return { end: limit.end, text: `${limit.latest ? "antes de las" : "después de las"} ${clock}` };
  },
};
