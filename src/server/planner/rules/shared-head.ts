/**
 * Two timed items that share their head (issue 29, kind 1): "llevar a Pablo a fútbol a las 6 menos
 * cuarto y a Carla a inglés a las 6 y cuarto", "تمرين خاص مع فهد من ٦ لين ٧ ومع سلطان من ٨ لين ٩",
 * "call with Sam at 2 and with Jo at 4". After a clause with a time of its own, "and" + the same
 * linking word ("a", "con", "with", "مع") + a time of its own is a second item whose words before
 * that linking word are the first one's: "..., llevar a Carla a inglés a las 6 y cuarto".
 */

import type { Rule, RuleMatch } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";

/** The words that link a head to who or where: the second item repeats them. */
const LINKS = new Set(["a", "con", "with", "to", "مع"]);
/** Words before a number that make it a time. */
const TIME_CUES = new Set(["at", "las", "from", "de", "desde", "to", "until", "hasta", "la"]);
/** Longest clause read either side. */
const MOST = 16;

function timeAt(tokens: readonly Tagged[], k: number): boolean {
  const t = tokens[k];
  if (t.kind === "clock") return true;
  if (t.kind !== "number") return false;
  const p = tokens[k - 1];
  return p !== undefined && (p.tags.has("cue") || p.tags.has("from") || TIME_CUES.has(p.lower));
}

const ends = (t: Tagged | undefined): boolean => closesItem(t) || t?.text === "," || t?.text === "،";

/** "16-19", "de 16 a 19", "from 4 to 7", "4-7pm" at k: a range opens there. */
function rangeAt(tokens: readonly Tagged[], k: number): boolean {
  let j = k;
  if (["de", "from", "desde"].includes(tokens[j]?.lower ?? "")) j++;
  const a = tokens[j];
  if (!a || (a.kind !== "number" && a.kind !== "clock")) return false;
  const dash = tokens[j + 1];
  const b = tokens[j + 2];
  const to = dash?.text === "-" || dash?.text === "–" || ["a", "to", "hasta"].includes(dash?.lower ?? "");
  return to && b !== undefined && (b.kind === "number" || b.kind === "clock");
}

/**
 * "trabajo 9-14 y 16-19", "clases de 9 a 11 y de 12 a 2", "shift 11-2 then 5-9": a second range
 * right after "and" (or "then") is the same item again ("trabajo 9-14, trabajo 16-19"), its name the words before the first range.
 */
function secondRange(tokens: readonly Tagged[], i: number): { end: number; text: string } | null {
  if (!rangeAt(tokens, i + 1)) return null;
  let s = i - 1;
  while (s > 0 && i - s < MOST && !opensItem(tokens, s, true)) s--;
  if (!opensItem(tokens, s, true)) return null;
  let h = s;
  while (h < i && tokens[h].kind === "word" && !rangeAt(tokens, h)) h++;
  if (h === s || h >= i || !rangeAt(tokens, h)) return null;
  const head = tokens
    .slice(s, h)
    .map((t) => t.text)
    .join(" ");
  return laterHalf(tokens, h, i, head) ?? { end: i + 1, text: `, ${head}` };
}

/** The two hours of a plain range of bare numbers at k ("de 8 a 12", "8-12"), and where it ends. */
function bareRange(tokens: readonly Tagged[], k: number): { a: number; b: number; end: number } | null {
  const j = ["de", "from", "desde"].includes(tokens[k]?.lower ?? "") ? k + 1 : k;
  const a = tokens[j];
  const b = tokens[j + 2];
  if (a?.kind !== "number" || b?.kind !== "number" || a.glued || b.glued) return null;
  return { a: a.value ?? 0, b: b.value ?? 0, end: j + 3 };
}

/**
 * "curro de 12 a 4 y de 8 a 12": the second half of a split shift comes after the first, so its
 * bare hours are the evening's ("de 20 a medianoche").
 */
function laterHalf(tokens: readonly Tagged[], first: number, i: number, head: string): RuleMatch | null {
  const one = bareRange(tokens, first);
  const two = bareRange(tokens, i + 1);
  if (!one || !two) return null;
  const end = one.b >= 1 && one.b <= 6 ? one.b + 12 : one.b;
  if (end < 12 || two.a >= 12 || two.a + 12 < end || two.b > 12) return null;
  const to = two.b === 12 ? "medianoche" : String(two.b + 12);
  const spanish = ["y", "e", "luego", "después", "despues"].includes(tokens[i].lower);
  return { end: two.end, text: `, ${head} ${spanish ? `de ${two.a + 12} a` : `from ${two.a + 12} to`} ${to}` };
}

/** "and then with Salma at 12", "وبعدين مع سلمى" (read ", then مع سلمى"), "y luego con Jorge a las 12". */
const THEN = new Set(["then", "luego", "después", "despues"]);

export const SHARED_HEAD: Rule = {
  name: "list/shared-head",
  starts: { tags: ["and"], words: [...THEN] },
  match: (tokens, i) => {
    const and = tokens[i];
    const afterComma = THEN.has(and.lower) && (tokens[i - 1]?.text === "," || tokens[i - 1]?.text === "،");
    // "uber eats shift 11-2 then 5-9 (dinner rush)": a second range after "then" as after "and".
    if (THEN.has(and.lower) && !afterComma) return secondRange(tokens, i);
    if (!and.tags.has("and") && !afterComma) return null;
    // "y luego con Jorge": the "luego" goes with the "y".
    const skip = and.tags.has("and") && THEN.has(tokens[i + 1]?.lower ?? "") ? 1 : 0;
    const link = tokens[i + 1 + skip];
    if (!link) return null;
    if (!LINKS.has(link.lower)) return skip || afterComma ? null : secondRange(tokens, i);
    const m = sharedHead(tokens, i, i + 1 + skip);
    if (!m) return null;
    return afterComma ? { end: m.end + skip, text: m.text.replace(/^, /u, "") } : { end: i + 1 + skip, text: m.text };
  },
};

/** The second item after "and" (or ", then") at i, its linking word at l: ", <head>" for the joint. */
function sharedHead(tokens: readonly Tagged[], i: number, l: number): { end: number; text: string } | null {
  const link = tokens[l];
  // "a las 5 y a las 6": two times of one item, not a second item.
  const after = tokens[l + 1];
  if (!after || after.kind !== "word" || after.tags.has("cue")) return null;
  // The second item has a time of its own before its item ends.
  let k = l + 1;
  let timed = false;
  for (; k < tokens.length && k < i + MOST && !ends(tokens[k]); k++) if (timeAt(tokens, k)) timed = true;
  if (!timed) return null;
  // The first clause: back to where its item opens, with a time of its own.
  let s = i - 1;
  while (s > 0 && i - s < MOST && !opensItem(tokens, s, true)) s--;
  if (!opensItem(tokens, s, true)) return null;
  let firstTimed = false;
  for (let j = s; j < i; j++) if (timeAt(tokens, j)) firstTimed = true;
  if (!firstTimed) return null;
  // The head: the clause's words before its first use of the same linking word.
  let h = s + 1;
  while (h < i && tokens[h].lower !== link.lower) h++;
  if (h >= i || tokens.slice(s, h).some((t) => t.kind !== "word")) return null;
  const head = tokens
    .slice(s, h)
    .map((t) => t.text)
    .join(" ");
  return { end: i + 1, text: `, ${head}` };
}
