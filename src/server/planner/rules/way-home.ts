/**
 * On the way home is when the day out ends (issue 29, kind 8): "work till 6. pick up milk on the way
 * home" is after work, "dentist at 3, get stamps on my way home" after the dentist. The title keeps
 * its words ("Pick up milk on the way home"); the plain "after work" (when the text has the day's
 * work before it) or "afterwards" added after them gives the order.
 */

import { phraseAt, spanText, type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

const OWNERS = new Set(["the", "my", "our"]);
const WORK = new Set(["work", "shift", "office", "job", "wfh"]);
/** How far back the day's work is looked for (tokens): bounded, so the pass stays linear. */
const LOOK_BACK = 80;

function workBefore(tokens: readonly Tagged[], i: number): boolean {
  for (let k = i - 1; k >= 0 && i - k <= LOOK_BACK; k--) if (WORK.has(tokens[k].lower)) return true;
  return false;
}

export const WAY_HOME: Rule = {
  name: "anchor/way-home",
  starts: { words: ["on"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "on" || !OWNERS.has(tokens[i + 1]?.lower ?? "")) return null;
    if (tokens[i + 2]?.lower !== "way" || tokens[i + 3]?.lower !== "home") return null;
    const next = tokens[i + 4];
    // "on the way home from the gym" names what it follows: left to the reader.
    if (next?.kind === "word" && !next.unitMinutes) return null;
    const words = tokens
      .slice(i, i + 4)
      .map((t) => t.text)
      .join(" ");
    return { end: i + 4, text: `${words} ${workBefore(tokens, i) ? "after work" : "afterwards"}` };
  },
};

const THEN = new Set(["then", "and", ","]);
const GO = new Set(["head", "go", "get", "off", "straight"]);

/**
 * "evening feed 5pm then home", "last job 3-5, then straight home": going home at the end of an item
 * says the day out ends there; it is no item "Home" of an hour. The words go.
 */
export const THEN_HOME: Rule = {
  name: "aside/then-home",
  starts: { words: [...THEN] },
  match: (tokens, i) => {
    if (i === 0 || !THEN.has(tokens[i].lower) || tokens[i - 1].kind === "break") return null;
    let k = i + 1;
    if (tokens[i].lower !== "then" && tokens[k]?.lower === "then") k++;
    while (GO.has(tokens[k]?.lower ?? "") && k - i < 4) k++;
    if (tokens[k]?.lower !== "home") return null;
    const next = tokens[k + 1];
    return closesItem(next) || next.kind === "emoji" ? { end: k + 1, text: "" } : null;
  },
};

/** Spanish and Arabic ways home, as their words: "de camino a casa", "بطريقي للبيت", "وأنا راجع للبيت". */
const OTHER_WAYS: readonly (readonly string[])[] = [
  ["de", "camino", "a", "casa"],
  ["camino", "a", "casa"],
  ["volviendo", "a", "casa"],
  ["al", "volver", "a", "casa"],
  ["de", "vuelta", "a", "casa"],
  ["بطريقي", "للبيت"],
  ["بطريقي", "على", "البيت"],
  ["في", "طريقي", "للبيت"],
  ["وأنا", "راجع", "للبيت"],
  ["وانا", "راجع", "للبيت"],
  ["وأنا", "راجعة", "للبيت"],
  ["وانا", "راجعة", "للبيت"],
];
const OTHER_WORK = new Set(["trabajo", "turno", "oficina", "curro", "دوام", "الدوام", "دوامي", "شغل", "الشغل", "شغلي"]);

/**
 * "comprar pan de camino a casa", "أشتري خبز بطريقي للبيت": as WAY_HOME, after the day's work when the
 * text has it before, else after the item before. The words stay in the title.
 */
export const WAY_HOME_OTHER: Rule = {
  name: "anchor/way-home-es-ar",
  starts: { words: [...new Set(OTHER_WAYS.map((w) => w[0]))] },
  match: (tokens, i) => {
    const words = phraseAt(tokens, i, OTHER_WAYS);
    if (!words) return null;
    const end = i + words.length;
    const next = tokens[end];
    if (next?.kind === "word" && !next.unitMinutes) return null;
    let work = false;
    for (let k = i - 1; k >= 0 && i - k <= LOOK_BACK && !work; k--) work = OTHER_WORK.has(tokens[k].lower);
    const spanish = tokens[i].lower.charCodeAt(0) < 0x600;
    const after = spanish ? (work ? "después del trabajo" : "después") : work ? "after work" : "afterwards";
    return { end, text: `${spanText(tokens, i, end)} ${after}` };
  },
};
