/**
 * Lengths a careful person would give (issue 29, kind 6): a note that the item is quick ("take the
 * books back (quick)", "bank, quick one", "post the letter - quickly", "(5 min job)" is read by the
 * item reader already) is a short item: "(15 min)", not the hour of a plain task, and no item of its
 * own. Spanish "(rápido)", "rapidito" and Arabic "(سريع)" likewise.
 */

import { type Rule } from "../core/rules";
import { closesItem } from "../core/tags";

const QUICK = new Set([
  ...["quick", "quickly", "brief", "short", "fast", "speedy", "quickie"],
  // "llamar al fontanero (rápido)", "banco, rapidito", "أمر الصيدلية (سريع)"
  ...["rápido", "rápida", "rapido", "rapida", "rapidito", "rapidita", "rápidito", "rápidita", "cortito", "cortita"],
  ...["سريع", "سريعة", "سريعه", "بسرعة", "بسرعه", "عالسريع"],
]);
const NOUN = new Set(["one", "job", "trip", "errand", "thing", "task", "stop", "visit", "call"]);
const LEAD = new Set(["(", ",", "-", "–", "—"]);

export const QUICK_NOTE: Rule = {
  name: "length/quick-note",
  starts: { words: [...LEAD] },
  match: (tokens, i) => {
    const open = tokens[i];
    if (!LEAD.has(open.text) || i === 0 || tokens[i - 1].kind !== "word") return null;
    let k = i + 1;
    if (tokens[k]?.lower === "a" || tokens[k]?.lower === "just") k++;
    if (!QUICK.has(tokens[k]?.lower ?? "")) return null;
    k++;
    if (NOUN.has(tokens[k]?.lower ?? "")) k++;
    while (tokens[k]?.text === "!") k++;
    if (open.text === "(") return tokens[k]?.text === ")" ? { end: k + 1, text: " (15 min)" } : null;
    return closesItem(tokens[k]) || tokens[k].text === "," ? { end: k, text: " (15 min)" } : null;
  },
};
