/**
 * "después del trabajo súper y cocinar para toda la semana", "after work gym and groceries",
 * "بعد الدوام أمر السوق وأطبخ" (issue 29, kind 8): the end of the day's work opening an item joined
 * by "and" is for every item of it, as "después del trabajo: súper y cocinar" (a label the
 * segmenter gives each item) already is.
 */

import type { Rule } from "../core/rules";
import { closesItem, opensItem } from "../core/tags";

const ENDS = new Set(["work", "school", "shift", "trabajo", "curro", "turno", "cole", "colegio", "clase", "clases"]);
const SPANISH = new Set(["después", "despues", "tras"]);
/** Longest item read. */
const MOST = 14;

export const AFTER_WORK_LIST: Rule = {
  name: "order/after-work-list",
  starts: { opens: true },
  match: (tokens, i) => {
    const t = tokens[i];
    if (!opensItem(tokens, i, true)) return null;
    let k = i + 1;
    if (SPANISH.has(t.lower)) {
      if (["del", "de"].includes(tokens[k]?.lower ?? "")) k++;
      if (["el", "la", "las", "los", "mi"].includes(tokens[k]?.lower ?? "")) k++;
    } else if (t.lower !== "after") return null;
    if (!ENDS.has(tokens[k]?.lower ?? "")) return null;
    const end = k + 1;
    if (tokens[end]?.kind !== "word") return null;
    for (let j = end; j < tokens.length && j < end + MOST; j++) {
      const x = tokens[j];
      if (closesItem(x) || x.text === "," || x.text === "،") return null;
      if (x.tags.has("and")) {
        const words = tokens.slice(i, end).map((w) => w.text);
        // After a comma it opens a sentence of its own, so the label is read as one.
        const comma = tokens[i - 1]?.text === "," || tokens[i - 1]?.text === "،";
        return comma ? { from: i - 1, end, text: `. ${words.join(" ")}:` } : { end, text: `${words.join(" ")}:` };
      }
    }
    return null;
  },
};
