/**
 * Headers, moods and asides are not tasks (issue 29, kind 3): in a pasted checklist, a ticked box
 * ("[x] book flights", "- [X] laundry") is done already and a struck-through item ("~~call mum~~")
 * is off the list: neither is planned. So is an item marked done after it ("lamp check done already",
 * "- laundry ✅", "dishes - done", "walk dog (done)", "regar (hecho)", "الغسيل (تم)"); "get the report
 * done by 5" is still a task. An open box ("[ ] send the invoice") is a task like any other line.
 * Bounded: the rest of the item's line, at most MOST tokens.
 */

import { type Rule } from "../core/rules";
import { lastTagged, opensItem, type Tagged } from "../core/tags";

const MOST = 30;

/** The end of the line from k (exclusive), or -1 when it runs past MOST tokens. */
function lineEnd(tokens: readonly Tagged[], k: number, from: number): number {
  while (k < tokens.length && tokens[k].kind !== "break") {
    if (k - from > MOST) return -1;
    k++;
  }
  return k;
}

const DONE = new Set(["done", "finished", "hecho", "hecha", "listo", "lista", "تم", "خلصت", "خلص"]);
/** Words beside "done" in its bracket: "(already done)", "(done!)", "(ya hecho)". */
const BESIDE_DONE = new Set(["already", "all", "ya", "!", "✅"]);
const TICKS = new Set(["✅", "✔", "✔️", "☑", "☑️", "✓"]);

/** A token that may close a done mark: an emoji (a tick, its variation selector, a cheer) or "!". */
const markTail = (t: Tagged): boolean => t.kind === "emoji" || t.text === "!";

/** Whether the item [i, to) ends with a mark that it is done: "(done)", "- done", "done already", "✅". */
function markedDone(tokens: readonly Tagged[], i: number, to: number): boolean {
  // "✅", "✔️", "✅ 🎉", "done ✓", "- done!": a tick among the closing emoji, else the words before them.
  let end = to;
  for (; end > i + 1 && markTail(tokens[end - 1]); end--) if (TICKS.has(tokens[end - 1].text)) return true;
  const at = (n: number): Tagged | undefined => (end - n > i ? tokens[end - n] : undefined);
  const last = at(1);
  if (!last) return false;
  if (last.text === ")") {
    // "(done)", "(already done)", "(done!)", "(ya hecho)": the bracket says only that.
    let n = 2;
    let done = false;
    for (; n <= 5 && at(n) && at(n)?.text !== "("; n++) {
      const w = at(n) as Tagged;
      if (DONE.has(w.lower)) done = true;
      else if (!BESIDE_DONE.has(w.lower)) return false;
    }
    return done && at(n)?.text === "(";
  }
  const dash = at(2)?.text === "-" || at(2)?.text === "–";
  if (DONE.has(last.lower) && (dash || at(2)?.lower === "already" || TICKS.has(at(2)?.text ?? ""))) return true;
  if (last.lower === "already" && DONE.has(at(2)?.lower ?? "")) return true;
  return last.lower === "ya" && DONE.has(at(2)?.lower ?? "");
}

/** The end of the item that opens at i: its line, sentence or comma (exclusive), or -1 past MOST tokens. */
function itemEnd(tokens: readonly Tagged[], i: number): number {
  let k = i;
  for (; k < tokens.length && k - i <= MOST; k++) {
    const t = tokens[k];
    if (t.kind === "break" || t.text === "," || t.text === "،" || t.text === ";" || t.text === ".") return k;
  }
  return k < tokens.length ? -1 : k;
}

const TAIL_MOST = 8;
/** Separators and words a done mark written after an item's end may hold: ", done ✓", ".✅", "\n✔️ done!". */
const TAIL = new Set([",", "،", ".", ";", ":", "-", "–", "(", ")", "!"]);

/** Whether everything from the item's end k to the end of the text is a done mark with a tick. */
function doneTail(tokens: readonly Tagged[], k: number): boolean {
  if (tokens.length - k > TAIL_MOST) return false;
  let tick = false;
  for (let n = k; n < tokens.length; n++) {
    const t = tokens[n];
    if (TICKS.has(t.text)) tick = true;
    else if (t.kind !== "break" && t.kind !== "emoji" && !TAIL.has(t.text) && !DONE.has(t.lower)) return false;
  }
  return tick;
}

/** A token every done mark holds: a tick, a word of done, a box's "[" or a strike's "~". */
const doneMark = (t: Tagged): boolean => TICKS.has(t.text) || DONE.has(t.lower) || t.text === "[" || t.text === "~";

export const DONE_ITEM: Rule = {
  name: "aside/done-item",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true) || lastTagged(tokens, doneMark) < i) return null;
    const end = itemEnd(tokens, i);
    if (end > i + 1 && markedDone(tokens, i, end)) return { end, text: "" };
    if (end > i && end < tokens.length && doneTail(tokens, end)) return { end: tokens.length, text: "" };
    // (Boxes and strikes open a line of a pasted list.)
    if (!opensItem(tokens, i)) return null;
    const [a, b, c] = [tokens[i], tokens[i + 1], tokens[i + 2]];
    if (a.text === "[" && b?.lower === "x" && c?.text === "]") {
      const end = lineEnd(tokens, i + 3, i);
      return end < 0 ? null : { end, text: "" };
    }
    // "~~call mum~~": struck through to its closing marks on the same line.
    if (a.text === "~" && b?.text === "~") {
      for (let k = i + 2; k < tokens.length && k < i + MOST && tokens[k].kind !== "break"; k++)
        if (tokens[k].text === "~" && tokens[k + 1]?.text === "~") return { end: k + 2, text: "" };
    }
    return null;
  },
};
