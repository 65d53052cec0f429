/**
 * Anchors to the day's events with no clock (issue 29, kind 8): "once the kids are asleep (around
 * 8)", "when the baby goes down", "while the baby naps (around 1)", "cuando los niños se duerman", "before sunset", "after dark",
 * "antes de que anochezca". Each becomes the plain time phrase the item reader knows: the time in the
 * brackets when one is given, else a careful guess (kids asleep about 20:00, sunset taken early, about
 * 17:00, so a walk "before sunset" is never placed in the dark; dark from about 19:00). The day's
 * heat likewise: "before it gets hot", "before the heat", "while it's still cool" is the morning;
 * "once it cools down", "after the heat" the evening.
 */

import { phraseAt, readClock, resolveHour, type Rule } from "../core/rules";
import { SHORTHAND, type Tagged } from "../core/tags";

const OPEN = new Set(["once", "when", "while", "whilst", "after", "cuando", "mientras", "después", "despues"]);
const SLEEP = new Set(["asleep", "bed", "down", "settled", "duerman", "duermen", "acuesten", "acuestan", "dormidos"]);
/** "settled for the night", "down for the night": what may follow the sleep word before its hour. */
const FOR_THE_NIGHT: readonly (readonly string[])[] = [
  ["for", "the", "night"],
  ["for", "bed"],
  ["for", "the", "evening"],
];
/** A child's nap: "when the baby naps (around 1)", "while she's napping", "cuando el bebé duerma la siesta". */
const NAP = new Set(["naps", "napping", "sleeps"]);
/** "cuando el bebé duerma la siesta": a Spanish nap is someone's verb, then "la siesta". */
const SIESTA_VERB = new Set(["duerme", "duerma", "duermen", "duerman", "eche", "echa", "echen"]);
const NAP_OPEN = new Set(["once", "when", "while", "whilst", "cuando", "mientras"]);

/** Whether the word at k is someone else's nap after the anchor's first word at i. */
function napAt(tokens: readonly Tagged[], i: number, k: number): boolean {
  if (!NAP_OPEN.has(tokens[i].lower) || k < i + 2) return false;
  const w = tokens[k].lower;
  if (w === "siesta") return tokens[k - 1].lower === "la" && SIESTA_VERB.has(tokens[k - 2]?.lower ?? "");
  return NAP.has(w) && tokens[k - 1].lower !== "i";
}
const AROUND = new Set([
  ...["around", "about", "at", "~", "ca", "approx", "roughly", "usually", "normally"],
  ...["sobre", "hacia", "eso", "de", "las", "a"],
]);
const SUNSET = new Set(["sunset", "dusk", "dark", "sundown", "anochezca", "anochecer", "atardecer"]);
const SUNRISE = new Set(["sunrise", "dawn", "daybreak", "amanecer"]);
const MOST = 6;

function say(spanish: boolean, before: boolean, minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = String(minutes % 60).padStart(2, "0");
  if (spanish) return `${before ? "antes de las" : "después de las"} ${h}:${m}`;
  return `${before ? "before" : "after"} ${h}:${m}`;
}

/**
 * "(around 8)", "around 8", "(~8:30)": the hour after the anchor, and where it ends. Bedtime is
 * p.m.; a nap's bare 7-11 is the morning, 12-6 the afternoon.
 */
function aroundTime(tokens: readonly Tagged[], k: number, nap = false): { minutes: number; end: number } | null {
  // "when the toddler naps, about 1": a comma before the cue.
  let j = tokens[k]?.text === "," && AROUND.has(tokens[k + 1]?.lower ?? "") ? k + 1 : k;
  const paren = tokens[j]?.text === "(";
  if (paren) j++;
  let cue = false;
  while (j < k + 6 && AROUND.has(tokens[j]?.lower ?? "")) {
    j++;
    cue = true;
  }
  if (!cue && !paren) return null;
  const c = readClock(tokens, j);
  if (!c) return null;
  let h = resolveHour(c.h, c.mer);
  if (!c.mer && h < 12 && !(nap && h >= 7)) h += 12;
  let end = c.end;
  // "(6ish)": about that hour.
  if (tokens[end]?.lower === "ish") end++;
  if (paren && tokens[end]?.text === ")") end++;
  return { minutes: h * 60 + c.m, end };
}

const WHOSE = new Set(["the", "her", "his", "their", "my"]);

/** "(naps) after the 10am feed", "after her 1:30 bottle": the timed thing the nap follows, and where it ends. */
function afterTimed(tokens: readonly Tagged[], k: number): { minutes: number; end: number } | null {
  if (tokens[k]?.lower !== "after" || !WHOSE.has(tokens[k + 1]?.lower ?? "")) return null;
  const c = readClock(tokens, k + 2);
  if (!c || (!c.mer && tokens[k + 2].kind !== "clock")) return null;
  const end = tokens[c.end]?.kind === "word" ? c.end + 1 : c.end;
  return { minutes: resolveHour(c.h, c.mer ?? "am") * 60 + c.m, end };
}

/** A child's nap, when no hour is given: about 13:00. */
const NAP_GUESS = 13 * 60;

export const SLEEP_ANCHOR: Rule = {
  name: "anchor/kids-asleep",
  starts: { words: [...OPEN] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (!OPEN.has(t.lower)) return null;
    const spanish = t.lower === "cuando" || t.lower === "mientras" || t.lower.startsWith("despu");
    for (let k = i + 1; k < i + MOST && k < tokens.length; k++) {
      const w = tokens[k];
      if (w.kind !== "word") return null;
      // "when I nap" is the person's own nap, an item: only someone else's nap is an anchor.
      const nap = napAt(tokens, i, k);
      if (!SLEEP.has(w.lower) && !nap) continue;
      const tail = phraseAt(tokens, k + 1, FOR_THE_NIGHT)?.length ?? 0;
      const at = aroundTime(tokens, k + 1 + tail, nap) ?? (nap ? afterTimed(tokens, k + 1) : null);
      const end = at ? at.end : k + 1 + tail;
      return { end, text: say(spanish, false, at ? at.minutes : nap ? NAP_GUESS : 20 * 60) };
    }
    return null;
  },
};

/** Chat shorthand for "before" ("b4"). */
const BEFORE_SHORT = [...SHORTHAND].filter(([, w]) => w === "before").map(([s]) => s);

export const SUN_ANCHOR: Rule = {
  name: "anchor/sunset",
  starts: { words: ["al", "at", "before", "antes", "after", ...BEFORE_SHORT], prefixes: ["despu"] },
  match: (tokens, i, context) => {
    // ("walk the dog b4 dark (4ish)": the chat shorthand is "before".)
    const t = BEFORE_SHORT.includes(tokens[i].lower) ? { ...tokens[i], lower: "before" } : tokens[i];
    // "paseo al atardecer", "walk at sunset": the evening.
    if ((t.lower === "al" || t.lower === "at") && SUNSET.has(tokens[i + 1]?.lower ?? ""))
      return { end: i + 2, text: t.lower === "al" ? "después de las 18:00" : "in the evening" };
    // "run at sunrise", "swim at dawn", "al amanecer", "before sunrise": the start of the morning.
    if (["al", "at", "before", "antes"].includes(t.lower)) {
      const k = tokens[i + 1]?.lower === "del" || tokens[i + 1]?.lower === "de" ? i + 2 : i + 1;
      if (SUNRISE.has(tokens[k]?.lower ?? ""))
        return { end: k + 1, text: t.lower === "al" || t.lower === "antes" ? "por la mañana" : "in the morning" };
    }
    const before = t.lower === "before" || t.lower === "antes";
    if (!before && t.lower !== "after" && !t.lower.startsWith("despu")) return null;
    const spanish = t.lower === "antes" || t.lower.startsWith("despu");
    let k = i + 1;
    while (k < i + 4 && ["de", "del", "que", "the", "it's", "its", "it", "gets", "is"].includes(tokens[k]?.lower ?? ""))
      k++;
    if (!SUNSET.has(tokens[k]?.lower ?? "")) return null;
    // The iftar's hour is sunset that day ("قبل المغرب" with "الفطور الساعة ٥:٤٥").
    const sunset = context.sunset;
    // "before it gets dark (6ish)", "before dark, around 5": the person's own hour for it.
    const own = aroundTime(tokens, k + 1);
    if (own) return { end: own.end, text: say(spanish, before, own.minutes) };
    return { end: k + 1, text: say(spanish, before, sunset ?? (before ? 17 * 60 : 19 * 60)) };
  },
};

const HEAT = new Set(["hot", "warm", "heat", "calor"]);
const COOL = new Set(["cools", "cooled", "cool", "refresque", "refresca"]);
const HEAT_FILLER = new Set([
  "the",
  "it",
  "it's",
  "its",
  "gets",
  "is",
  "too",
  "still",
  "really",
  "that",
  "el",
  "que",
  "haga",
  "de",
]);

/** "long run before it gets hot", "antes de que haga calor": the morning; "once it cools down": the evening. */
export const HEAT_ANCHOR: Rule = {
  name: "anchor/heat",
  starts: { words: ["before", "b4", "bfore", "antes", ...OPEN] },
  match: (tokens, i) => {
    const t = tokens[i];
    // ("b4 it gets hot": the shorthand too.)
    const before = ["before", "b4", "bfore", "antes"].includes(t.lower);
    if (!before && !OPEN.has(t.lower)) return null;
    const spanish = t.lower === "antes" || t.lower === "cuando" || t.lower.startsWith("despu");
    let k = i + 1;
    while (k < i + 5 && HEAT_FILLER.has(tokens[k]?.lower ?? "")) k++;
    const w = tokens[k]?.lower ?? "";
    if (before ? !HEAT.has(w) : !COOL.has(w) && w !== "heat") return null;
    let end = k + 1;
    if (["down", "off"].includes(tokens[end]?.lower ?? "")) end++;
    // "in the morning while it's still cool", "weed while it's cool": the cool of the morning, before
    // the heat (issue 29, r11 kind 10); no second "morning" after one the item says.
    if (!spanish && (t.lower === "while" || t.lower === "whilst") && COOL.has(w) && end === k + 1)
      return { end, text: [1, 2, 3].some((n) => tokens[i - n]?.lower === "morning") ? "" : "in the morning" };
    if (spanish) return { end, text: before ? "por la mañana" : "por la noche" };
    return { end, text: before ? "in the morning" : "in the evening" };
  },
};

/** "iftar at 5:10", "الفطور at 5:45" (as normalizeArabic writes it): that day's sunset. Linear: one pass. */
const IFTAR_AT = /(?:iftar|ال[إا]?فطار|الفطور)\s+(?:at|@)\s+(\d{1,2})(?:[:.](\d{2}))?/iu;

/** Sunset from the iftar's hour, read as the evening (a bare 5:10 is 17:10). */
export function sunsetOf(description: string): number | undefined {
  const m = /iftar|فطار|فطور/iu.test(description) ? IFTAR_AT.exec(description) : null;
  if (!m) return undefined;
  const h = Number(m[1]);
  return h >= 4 && h <= 9 ? (h + 12) * 60 + Number(m[2] ?? 0) : undefined;
}
