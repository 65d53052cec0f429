/**
 * "proofread 4 chapters, done by 3pm", "slides, needs to be ready by noon", "informe 2h, tiene que
 * estar listo antes de las 3" (issue 29, kinds 3 and 6): a clause that only says when the item
 * before it must be finished is that item's deadline, never a task titled "Done" ("pitch deck 2h, has
 * to go out by 3" too, and "needs to be up by 6pm", "has to be live by noon"; "armar 60 tamales, que estén antes de las 6": "that they be" says it alone,
 * never a task titled "Que estén"; "has to be with the editor by 4" says where, then when). The clause
 * becomes the plain "by 3pm" (or "antes de las 3") the item reader attaches to the item before. So
 * does what someone wants of it (issue 29, r11 kind 2): "rekey the back door, they want it done b4
 * noon", "the deck, client needs it by 4", "she wants them ready by 3".
 */

import { readClock, type Rule } from "../core/rules";

/** Words before the state: "it needs to be", "has to be", "has to go", "tiene que estar", "debe estar". */
const LEAD = new Set(
  "it it's its needs need has have to be must should all go get tiene que estar debe ha de tienen para esté estén este esten".split(
    " ",
  ),
);
/** States said only after a lead ("has to go out by 3", "tiene que salir antes de las 3"): alone, "out by 3" is leaving. */
const LED_STATE = new Set([
  ...["out", "salir", "ship", "shipped"],
  // "edit ep 40, needs to be up by 6pm", "has to be live by noon": published (alone, "up by 6" is waking).
  ...["up", "live", "online", "posted", "uploaded", "published", "printed"],
]);
/** "que estén", "para que esté", "has to be": a form of "be" says the state alone, the hour after it. */
const BE = new Set("be estar esté estén este esten".split(" "));
const STATE = new Set(
  (
    "done finished ready sent submitted complete completed wrapped in " +
    "listo lista listos listas terminado terminada hecho hecha entregado entregada enviado enviada"
  ).split(" "),
);
const LEAVING = new Set(["leave", "go", "head", "finish", "log"]);
const NOON = new Set(["noon", "midday", "mediodía", "mediodia"]);
const LINK = new Set(["by", "before", "at", "for", "antes", "de", "para", "las", "la", "a"]);
/** Where it must be before when: "has to be with the editor by 4", "tiene que estar en la imprenta antes de las 12". */
const PLACE = new Set(["with", "at", "in", "on", "con", "en"]);
const WHEN = new Set(["by", "before", "antes"]);
/** "they want it done b4 noon": the shorthand, read here only after someone wanting it. */
const B4 = new Set(["b4", "bfr"]);
const MOST_PLACE = 5;

/** The "by" after a place the item must be at (k at "with", "at", "en"), or k when there is none. */
function pastPlace(tokens: Parameters<typeof readClock>[0], k: number): number {
  if (!PLACE.has(tokens[k]?.lower ?? "") || readClock(tokens, k + 1)) return k;
  let j = k + 1;
  while (j < k + MOST_PLACE && tokens[j]?.kind === "word" && !WHEN.has(tokens[j].lower)) j++;
  return j > k + 1 && WHEN.has(tokens[j]?.lower ?? "") ? j : k;
}

/** Who wants it: "they want it", "client needs it", "the boss wants them". */
const WANTERS = new Set("they she he we client clients customer customers boss".split(" "));
const WANT = new Set("want wants need needs".split(" "));
const IT = new Set(["it", "them", "everything"]);

/** The token after "they want it" at i ("the client needs them"), or i when there is none. */
function pastWanter(tokens: Parameters<typeof readClock>[0], i: number): number {
  // "the landlord wants it", "my boss needs it": any one word after "the" or "my" names who.
  const named = (tokens[i]?.lower === "the" || tokens[i]?.lower === "my") && tokens[i + 1]?.kind === "word";
  const k = named ? i + 1 : i;
  if ((!named && !WANTERS.has(tokens[k]?.lower ?? "")) || !WANT.has(tokens[k + 1]?.lower ?? "")) return i;
  return IT.has(tokens[k + 2]?.lower ?? "") ? k + 3 : i;
}

export const DONE_BY: Rule = {
  name: "deadline/done-by",
  starts: { words: [...LEAD, ...STATE, ...WANTERS, "the", "my"] },
  match: (tokens, i) => {
    const p = tokens[i - 1];
    // "..., done by 3", "... and it has to be done before I leave at 6".
    const joined = p?.tags.has("and") && tokens[i].lower === "it";
    if (!p || (![",", "،", "-", "–", "—"].includes(p.text) && !joined)) return null;
    const wanted = pastWanter(tokens, i);
    const b4 = wanted > i && B4.has(tokens[wanted]?.lower ?? "");
    if (wanted > i && (WHEN.has(tokens[wanted]?.lower ?? "") || b4)) return byClock(tokens, wanted, b4);
    if (wanted === i && !LEAD.has(tokens[i].lower) && !STATE.has(tokens[i].lower)) return null;
    let k = wanted;
    while (k < i + 5 && LEAD.has(tokens[k]?.lower ?? "")) k++;
    const state = tokens[k]?.lower ?? "";
    const placed = k > i && BE.has(tokens[k - 1].lower) ? pastPlace(tokens, k) : k;
    if (placed !== k) k = placed;
    else if (STATE.has(state) || (LED_STATE.has(state) && k > i)) k++;
    else if (k === i || !BE.has(tokens[k - 1].lower)) return null;
    return byClock(tokens, k, wanted > i && B4.has(tokens[k]?.lower ?? ""));
  },
};

/** The "by 3pm" of a clause whose link words ("by", "before at", "antes de las") start at k. */
function byClock(tokens: Parameters<typeof readClock>[0], k: number, b4 = false): { end: number; text: string } | null {
  const first = k;
  if (b4) k++;
  while (k < first + 3 && LINK.has(tokens[k]?.lower ?? "")) k++;
  if (k === first) return null;
  // "before I leave at 6", "before I head out at 5": the hour of leaving is the deadline.
  if (tokens[k]?.lower === "i" && LEAVING.has(tokens[k + 1]?.lower ?? "")) k += 2;
  if (tokens[k]?.lower === "out" || tokens[k]?.lower === "off") k++;
  if (tokens[k]?.lower === "at" && k > first) k++;
  const spanish = tokens[first].lower === "antes" || tokens[first].lower === "para";
  if (NOON.has(tokens[k]?.lower ?? "")) return { end: k + 1, text: spanish ? "antes de las 12:00" : "by 12:00" };
  const c = readClock(tokens, k);
  if (!c) return null;
  const clock = tokens
    .slice(k, c.end)
    .map((x) => x.text)
    .join("");
  return { end: c.end, text: spanish ? `antes de las ${clock}` : `by ${clock}` };
}
