/**
 * Headers are not tasks (issue 29, kind 3): "3 deadlines: report, slides, invoice", "two calls - mum, the
 * bank", "3 entregas: informe, diapositivas y factura" name the list written right after them; the items
 * are the list's (Report, Slides, Invoice), never a title "3 deadlines: report". Only a count, a plural
 * (one word may say what kind: "2 quick calls:"), and a colon or a spaced dash, before a list of exactly
 * that many items on the same line. Bounded: the heading's tokens and LIST_MOST after them.
 */

import { type Rule } from "../core/rules";
import { closesItem, opensItem, singular, type Tagged } from "../core/tags";

const MARKS = new Set([":", "—", "–", "-"]);
const TODAY = new Set(["today", "tonight", "hoy", "اليوم"]);
const JOINS = new Set(["and", "&", "y", "e", "+"]);
/** How far along the line the list is read. */
const LIST_MOST = 40;

/** The list's items from k to the end of the line or sentence: by its commas, and by its commas and "and"s. */
function listItems(tokens: readonly Tagged[], k: number): { commas: number; joined: number } | null {
  let commas = 1;
  let joins = 0;
  let words = 0;
  let j = k;
  for (; j < k + LIST_MOST && !closesItem(tokens[j]); j++) {
    const t = tokens[j];
    if (t.text === "(" || t.text === ":") return null;
    if (t.text === "," || t.text === "،") commas++;
    else if (JOINS.has(t.lower)) joins++;
    else if (t.kind === "word") words++;
  }
  if (!closesItem(tokens[j]) || words === 0) return null;
  return { commas, joined: commas + joins };
}

export const COUNT_LIST_HEADING: Rule = {
  name: "aside/count-list-heading",
  starts: { opens: true, count: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    const count = tokens[i].count;
    if (count === undefined || count < 2 || count > 12 || tokens[i].kind === "clock") return null;
    let k = i + 1;
    // "2 quick calls:": one word may say what kind.
    if (tokens[k]?.kind === "word" && singular(tokens[k].text) === undefined && tokens[k + 1]?.kind === "word") k++;
    if (tokens[k]?.kind !== "word" || singular(tokens[k].text) === undefined || tokens[k].unitMinutes) return null;
    k++;
    if (TODAY.has(tokens[k]?.lower ?? "")) k++;
    if (!MARKS.has(tokens[k]?.text ?? "")) return null;
    const items = listItems(tokens, k + 1);
    if (!items || (items.commas !== count && items.joined !== count)) return null;
    return { end: k + 1, text: "" };
  },
};
