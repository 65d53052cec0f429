/**
 * Anchors to other items hold (issue 29, kind 8): a bare "before:" or "after:" heading a list, right
 * after a timed item ("shift 7:30am-8pm. before: shower, pack lunch. after: bath, bed"), means
 * before or after that item: it becomes the "before that:" / "after that:" the reader knows. After
 * a sentence of several timed items ("ceremony 1:30, portraits till 4, reception 6-11. before:
 * charge batteries, drive to the venue"), "before:" is before the first of them, the start of
 * what that sentence lays out: "before ceremony:". The list may name itself first: "errands after:",
 * "jobs before:". Bounded: the sentence is read back at most
 * LOOK_BACK tokens.
 */

import { type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";

const LOOK_BACK = 40;
const COMMA = new Set([",", "،", ";"]);

const timed = (t: Tagged | undefined): boolean => t?.kind === "clock" || t?.kind === "number";

/** The name of the first of several timed items in the sentence that ends before i, or undefined. */
function firstOfSeveral(tokens: readonly Tagged[], i: number): string | undefined {
  let s = i - 1;
  // The sentence's own closing mark.
  if (tokens[s]?.kind === "punct" && ".!".includes(tokens[s].text)) s--;
  const end = s;
  while (
    s >= 0 &&
    end - s < LOOK_BACK &&
    tokens[s].kind !== "break" &&
    tokens[s].kind !== "emoji" &&
    !(tokens[s].kind === "punct" && ".!?:".includes(tokens[s].text))
  )
    s--;
  if (end - s >= LOOK_BACK) return undefined;
  const from = s + 1;
  // Timed items: clauses between commas with a time in them.
  let items = 0;
  let hasTime = false;
  for (let k = from; k <= end; k++) {
    if (COMMA.has(tokens[k].text)) {
      if (hasTime) items++;
      hasTime = false;
    } else if (timed(tokens[k])) hasTime = true;
  }
  if (hasTime) items++;
  if (items < 2) return undefined;
  const name: string[] = [];
  for (let k = from; k <= end && name.length < 4; k++) {
    if (tokens[k].kind !== "word") break;
    name.push(tokens[k].text);
  }
  return name.length > 0 && timed(tokens[from + name.length]) ? name.join(" ") : undefined;
}

/** What a list holds, named before its "after:" ("errands after:", "jobs before:"). */
const HOLDS = new Set(["jobs", "tasks", "things", "stuff", "todos", "to-dos", "bits"]);

export const BEFORE_AFTER_LABEL: Rule = {
  name: "anchor/before-after-label",
  starts: { words: ["before", "after", "b4", ...HOLDS], tags: ["label"] },
  match: (tokens, i) => {
    if (i === 0 || !opensItem(tokens, i)) return null;
    // "errands after: bank, post office": the list's name, then the bare heading.
    const at = tokens[i].tags.has("label") || HOLDS.has(tokens[i].lower) ? i + 1 : i;
    const t = tokens[at];
    if (!t || (t.lower !== "before" && t.lower !== "after" && t.lower !== "b4") || tokens[at + 1]?.text !== ":")
      return null;
    if (t.lower === "after") return { end: at + 2, text: "after that:" };
    const first = firstOfSeveral(tokens, i);
    return { end: at + 2, text: first ? `before ${first}:` : "before that:" };
  },
};
