/**
 * A statement of how things stand, not a task (issue 29, seen kinds): "furnace is on from 8", "oven's
 * heating from 7", "the kiln's firing from 9am", "el horno está encendido desde las 7", "الفرن شغال من ٨".
 * A thing (one or two words, with its article), "is"/"'s"/"está" or none, a word of a machine's state
 * and only a start ("from", "since", "desde", "من") at a clock, alone as an item: it plans nothing
 * (it was a fixed hour-long event "Oven's heating" at 07:00, or "Horno está encendido" at 19:00).
 * Bounded: a few tokens.
 */

import { readClock, type Rule } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";

const ARTICLES = new Set(["the", "my", "our", "el", "la", "mi", "los", "las"]);
const COPULAS = new Set(["is", "'s", "’s", "are", "está", "esta", "están", "estan", "va", "sigue"]);
/** A machine's state: "on", "heating", "encendido", "شغال". */
const STATES = new Set(
  (
    "on running heating warming firing lit encendido encendida encendidos prendido prendida puesto puesta " +
    "funcionando calentando شغال شغالة شغاله مشغل مشغلة"
  ).split(" "),
);
const FROM = new Set(["from", "since", "desde", "من"]);
/** "heating up from 7". */
const UP = new Set(["up"]);

/** Things that are the person's own day, not a machine's state: "my shift is on from 9" is the shift. */
const OWN = new Set([
  "shift",
  "work",
  "meeting",
  "class",
  "lesson",
  "session",
  "turno",
  "clase",
  "reunión",
  "i",
  "i'm",
  "im",
]);

/** A word that is no state, "from" or "is": part of the thing's name. */
const nounAt = (t: Tagged | undefined): boolean =>
  t?.kind === "word" && !STATES.has(t.lower) && !FROM.has(t.lower) && !COPULAS.has(t.lower) && !OWN.has(t.lower);

export const RUNNING_FROM: Rule = {
  name: "aside/running-from",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    let k = i;
    if (ARTICLES.has(tokens[k]?.lower ?? "")) k++;
    const first = k;
    while (k - first < 2 && nounAt(tokens[k])) k++;
    if (k === first) return null;
    // "oven's heating": the "'s" is glued to the thing.
    const glued = /['’]s$/u.test(tokens[k - 1].lower);
    if (!glued && COPULAS.has(tokens[k]?.lower ?? "")) k++;
    if (!STATES.has(tokens[k]?.lower ?? "")) return null;
    k++;
    if (UP.has(tokens[k]?.lower ?? "")) k++;
    if (!FROM.has(tokens[k]?.lower ?? "")) return null;
    k++;
    if (tokens[k]?.lower === "las" || tokens[k]?.lower === "la" || tokens[k]?.lower === "الساعة") k++;
    const c = readClock(tokens, k);
    if (!c) return null;
    let end = c.end;
    // "desde las 7 de la mañana", "from 8am": the clock's own words.
    if (tokens[end]?.kind === "emoji" || tokens[end]?.text === "!") end++;
    if (!closesItem(tokens[end]) && tokens[end]?.text !== "," && tokens[end]?.text !== "،") return null;
    return { end: closesItem(tokens[end]) ? end : end + 1, text: "" };
  },
};
