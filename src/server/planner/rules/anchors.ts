/**
 * Anchors to the day's events with no clock (issue 29, kind 8): "once the kids are asleep (around
 * 8)", "when the baby goes down", "cuando los niños se duerman", "before sunset", "after dark",
 * "antes de que anochezca". Each becomes the plain time phrase the item reader knows: the time in the
 * brackets when one is given, else a careful guess (kids asleep about 20:00, sunset taken early, about
 * 17:00, so a walk "before sunset" is never placed in the dark; dark from about 19:00). The day's
 * heat likewise: "before it gets hot", "before the heat" is the morning; "once it cools down", "after
 * the heat" the evening.
 */

import { readClock, resolveHour, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const OPEN = new Set(["once", "when", "after", "cuando", "después", "despues"]);
const SLEEP = new Set(["asleep", "bed", "down", "duerman", "duermen", "acuesten", "acuestan", "dormidos"]);
const AROUND = new Set(["around", "about", "at", "~", "ca", "sobre", "hacia", "eso", "de", "las", "a"]);
const SUNSET = new Set(["sunset", "dusk", "dark", "sundown", "anochezca", "anochecer", "atardecer"]);
const MOST = 6;

function say(spanish: boolean, before: boolean, minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = String(minutes % 60).padStart(2, "0");
  if (spanish) return `${before ? "antes de las" : "después de las"} ${h}:${m}`;
  return `${before ? "before" : "after"} ${h}:${m}`;
}

/** "(around 8)", "around 8", "(~8:30)": a p.m. hour after the anchor, and where it ends. */
function aroundTime(tokens: readonly Tagged[], k: number): { minutes: number; end: number } | null {
  let j = k;
  const paren = tokens[j]?.text === "(";
  if (paren) j++;
  let cue = false;
  while (j < k + 5 && AROUND.has(tokens[j]?.lower ?? "")) {
    j++;
    cue = true;
  }
  if (!cue && !paren) return null;
  const c = readClock(tokens, j);
  if (!c) return null;
  let h = resolveHour(c.h, c.mer);
  if (!c.mer && h < 12) h += 12;
  let end = c.end;
  if (paren && tokens[end]?.text === ")") end++;
  return { minutes: h * 60 + c.m, end };
}

export const SLEEP_ANCHOR: Rule = {
  name: "anchor/kids-asleep",
  starts: { words: [...OPEN] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (!OPEN.has(t.lower)) return null;
    const spanish = t.lower === "cuando" || t.lower.startsWith("despu");
    for (let k = i + 1; k < i + MOST && k < tokens.length; k++) {
      const w = tokens[k];
      if (w.kind !== "word") return null;
      if (!SLEEP.has(w.lower)) continue;
      const at = aroundTime(tokens, k + 1);
      const end = at ? at.end : k + 1;
      return { end, text: say(spanish, false, at ? at.minutes : 20 * 60) };
    }
    return null;
  },
};

export const SUN_ANCHOR: Rule = {
  name: "anchor/sunset",
  match: (tokens, i, context) => {
    const t = tokens[i];
    // "paseo al atardecer", "walk at sunset": the evening.
    if ((t.lower === "al" || t.lower === "at") && SUNSET.has(tokens[i + 1]?.lower ?? ""))
      return { end: i + 2, text: t.lower === "al" ? "después de las 18:00" : "in the evening" };
    const before = t.lower === "before" || t.lower === "antes";
    if (!before && t.lower !== "after" && !t.lower.startsWith("despu")) return null;
    const spanish = t.lower === "antes" || t.lower.startsWith("despu");
    let k = i + 1;
    while (k < i + 4 && ["de", "del", "que", "the", "it's", "its", "it", "gets", "is"].includes(tokens[k]?.lower ?? ""))
      k++;
    if (!SUNSET.has(tokens[k]?.lower ?? "")) return null;
    // The iftar's hour is sunset that day ("قبل المغرب" with "الفطور الساعة ٥:٤٥").
    const sunset = context.sunset;
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
  starts: { words: ["before", "antes", ...OPEN] },
  match: (tokens, i) => {
    const t = tokens[i];
    const before = t.lower === "before" || t.lower === "antes";
    if (!before && !OPEN.has(t.lower)) return null;
    const spanish = t.lower === "antes" || t.lower === "cuando" || t.lower.startsWith("despu");
    let k = i + 1;
    while (k < i + 5 && HEAT_FILLER.has(tokens[k]?.lower ?? "")) k++;
    const w = tokens[k]?.lower ?? "";
    if (before ? !HEAT.has(w) : !COOL.has(w) && w !== "heat") return null;
    let end = k + 1;
    if (["down", "off"].includes(tokens[end]?.lower ?? "")) end++;
    if (spanish) return { end, text: before ? "por la mañana" : "por la noche" };
    return { end, text: before ? "in the morning" : "in the evening" };
  },
};
