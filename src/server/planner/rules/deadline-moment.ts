/**
 * A moment named by its time is a deadline, not an event (issue 29, kind 6): "order colour stock b4
 * the 5pm cutoff", "tidy the garage before the 4pm deadline", "post it by the 5.30 collection" are
 * due then; no hour-long "Cutoff" block. The phrase becomes the plain "by 5pm". So does the moment
 * with its time after it (issue 29, r11 kind 2): "order shampoo b4 the supplier cutoff at 2", "post
 * the forms before the collection at 5.30", "before the deadline @ 4" are due at 2, 5.30, 4.
 */

import { readClock, spanText, type Rule } from "../core/rules";

const BEFORE = new Set(["before", "by", "ahead", "b4", "bfr", "befor"]);
const MOMENTS = new Set([
  ...["cutoff", "cut-off", "deadline", "collection", "pickup", "close", "closing", "handover", "handoff"],
  ...["submission", "checkout", "check-out", "curfew", "lockout"],
]);

export const DEADLINE_MOMENT: Rule = {
  name: "deadline/moment",
  starts: { words: [...BEFORE] },
  match: (tokens, i) => {
    if (!BEFORE.has(tokens[i].lower)) return null;
    let k = i + 1;
    if (tokens[i].lower === "ahead" && tokens[k]?.lower === "of") k++;
    if (tokens[k]?.lower === "the" || tokens[k]?.lower === "my" || tokens[k]?.lower === "our") k++;
    const c = readClock(tokens, k);
    if (!c) return momentThenClock(tokens, k);
    let end = c.end;
    // "the 5pm post cutoff", "the 4pm deadline": one more word may name it.
    if (!MOMENTS.has(tokens[end]?.lower ?? "")) {
      if (tokens[end]?.kind !== "word" || !MOMENTS.has(tokens[end + 1]?.lower ?? "")) return null;
      end++;
    }
    end++;
    const clock = tokens
      .slice(k, c.end)
      .map((x) => x.text)
      .join("");
    return { end, text: `by ${clock}` };
  },
};

const AT = new Set(["at", "@", "is"]);

/** "the supplier cutoff at 2", "the deadline @ 4", "the cutoff is at 5pm" (k after "the"): by that clock. */
function momentThenClock(tokens: Parameters<typeof readClock>[0], k: number): { end: number; text: string } | null {
  // One word may name it: "the supplier cutoff", "the post collection".
  if (!MOMENTS.has(tokens[k]?.lower ?? "")) {
    if (tokens[k]?.kind !== "word" || !MOMENTS.has(tokens[k + 1]?.lower ?? "")) return null;
    k++;
  }
  let j = k + 1;
  if (!AT.has(tokens[j]?.lower ?? "")) return null;
  if (tokens[j].lower === "is") j++;
  if (tokens[j]?.lower === "at" || tokens[j]?.lower === "@") j++;
  const c = readClock(tokens, j);
  if (!c || j === k + 1) return null;
  return { end: c.end, text: `by ${spanText(tokens, j, c.end, "")}` };
}
