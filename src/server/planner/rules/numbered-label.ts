/**
 * A numbered label opening a line is no item nor time (issue 29, kind 3): "Job 1 - Mrs Doyle's stairs,
 * 8am", "Job 2 - bedroom at 22 Elm Rd, 1pm", "Client 3: Mr Patel, 2.30", "Visit 2 - Flat 4" are the
 * stairs, the bedroom, Mr Patel (never "Job" at 13:00 and 14:00). A word that names one of a run of
 * jobs, then its number and a dash or colon, at the start of a line; the label goes. An item that
 * names it ("pick up underlay before job 2") names its words instead ("before bedroom"), never 14:00.
 */

import { type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";

const LABELS = new Set(
  (
    "job jobs client clients patient customer visit stop drop site task lesson class period session delivery " +
    "appointment appt room house property unit"
  ).split(" "),
);
const MARKS = new Set(["-", "–", "—", ":"]);

export const NUMBERED_LABEL: Rule = {
  name: "aside/numbered-label",
  starts: { words: [...LABELS] },
  match: (tokens, i) => {
    if (!LABELS.has(tokens[i].lower) || !opensItem(tokens, i)) return null;
    const n = tokens[i + 1];
    if (n?.kind !== "number" || n.glued || (n.digits ?? 0) > 2 || !MARKS.has(tokens[i + 2]?.text ?? "")) return null;
    if (tokens[i + 3]?.kind !== "word") return null;
    return { end: i + 3, text: "" };
  },
};

const ORDER = new Set(["before", "b4", "after", "until", "till"]);
/** Words of the labelled item read for a reference to it. */
const MOST_WORDS = 4;

/** The first words of the item labelled `label n` on a line of its own, or null. */
function labelledWords(tokens: readonly Tagged[], label: string, n: number): string | null {
  for (let k = 0; k + 3 < tokens.length; k++) {
    const t = tokens[k];
    if (t.lower !== label || tokens[k + 1].value !== n || !MARKS.has(tokens[k + 2].text) || !opensItem(tokens, k))
      continue;
    const words: string[] = [];
    for (let j = k + 3; tokens[j]?.kind === "word" && !tokens[j].tags.has("cue") && words.length < MOST_WORDS; j++)
      words.push(tokens[j].text);
    return words.length ? words.join(" ") : null;
  }
  return null;
}

export const NUMBERED_REF: Rule = {
  name: "anchor/numbered-ref",
  starts: { words: [...LABELS] },
  match: (tokens, i) => {
    const t = tokens[i];
    const n = tokens[i + 1];
    if (!LABELS.has(t.lower) || !ORDER.has(tokens[i - 1]?.lower ?? "") || n?.kind !== "number" || n.glued) return null;
    if (MARKS.has(tokens[i + 2]?.text ?? "")) return null;
    const words = labelledWords(tokens, t.lower, n.value as number);
    return words ? { end: i + 2, text: words } : null;
  },
};
