/**
 * Headers are not tasks (issue 29, kind 3): "3 deadlines: report, slides, invoice", "two calls - mum, the
 * bank", "3 entregas: informe, diapositivas y factura" name the list written right after them; the items
 * are the list's (Report, Slides, Invoice), never a title "3 deadlines: report". Only a count, a plural
 * (one word may say what kind: "2 quick calls:"), and a colon or a spaced dash, before a list of exactly
 * that many items on the same line. A list of names only ("3 calls: Sam, Jo, Priya") is one of the heading's
 * items with each ("call with Sam", ...). Bounded: the heading's tokens and LIST_MOST after them.
 */

import { type Rule } from "../core/rules";
import { closesItem, opensItem, singular, type Tagged } from "../core/tags";

const MARKS = new Set([":", "—", "–", "-"]);
const TODAY = new Set(["today", "tonight", "hoy", "اليوم"]);
const JOINS = new Set(["and", "&", "y", "e", "+"]);
/** How far along the line the list is read. */
const LIST_MOST = 40;

/** The list's items from k to the end of the line or sentence: by its commas, and by its commas and "and"s. */
function listItems(
  tokens: readonly Tagged[],
  k: number,
): { commas: number; joined: number; names: string[] | null; end: number } | null {
  let commas = 1;
  let joins = 0;
  let words = 0;
  let plain = 0;
  let j = k;
  for (; j < k + LIST_MOST && !closesItem(tokens[j]); j++) {
    const t = tokens[j];
    // ("2 interviews: Sam and Priya, 45 min each": a length for each is rules/list.ts' list of names.)
    if (t.text === "(" || t.text === ":" || t.tags.has("each")) return null;
    if (t.text === "," || t.text === "،") commas++;
    else if (JOINS.has(t.lower)) joins++;
    else if (t.kind === "word") {
      words++;
      if (!/^\p{Lu}/u.test(t.text)) plain++;
    }
  }
  if (!closesItem(tokens[j]) || words === 0) return null;
  // ("3 calls: Sam, Jo, Priya": names only are whom the heading's items are with, never titles alone.)
  let names: string[] | null = null;
  if (plain === 0) {
    names = [];
    let name: string[] = [];
    for (let n = k; n < j; n++) {
      const t = tokens[n];
      if (t.kind === "word" && !JOINS.has(t.lower)) name.push(t.text);
      else if (name.length) {
        names.push(name.join(" "));
        name = [];
      }
    }
    if (name.length) names.push(name.join(" "));
  }
  return { commas, joined: commas + joins, names, end: j };
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
    if (items.names) {
      // "3 calls: Sam, Jo, Priya" is a call with each of them; "2 quick calls:" keeps its word of kind.
      if (items.names.length !== count) return null;
      const noun = tokens[k - 1];
      const kind = noun.kind === "word" ? (singular(noun.text) ?? noun.text).toLowerCase() : "";
      const head = k - 1 > i + 1 ? `${tokens[i + 1].text} ${kind}` : kind;
      return { end: items.end, text: items.names.map((n) => `${head} with ${n}`).join(", ") };
    }
    return { end: k + 1, text: "" };
  },
};
