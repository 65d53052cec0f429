/**
 * A list of things shares one start and one length (issue 29, kind 1): "ops list: spay, dental,
 * lump removal from 9, 1h each" is three items back to back, 9:00-10:00, 10:00-11:00 and
 * 11:00-12:00; "fotos: bodas, bautizos y comuniones desde las 10, 30 min cada una" likewise. The
 * list opens an item (a line, a heading's colon) and holds plain words of one to three each;
 * lists of people ("interviews with Sam, Priya and Leo ...") are rules/list.ts's.
 */

import { readLength, spanText, type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";
import { fromMinutes } from "../time";
import { readStart } from "./list";

/** Most things in a list, and most words of one. */
const MOST_THINGS = 8;
const THING_WORDS = 3;

/** A word a thing may hold: plain, no count or unit, no tag but a small word's. */
function plain(t: Tagged | undefined): boolean {
  return (
    t?.kind === "word" &&
    t.count === undefined &&
    !t.unitMinutes &&
    [...t.tags].every((x) => x === "filler") &&
    !/^\p{Lu}/u.test(t.text.slice(1))
  );
}

/** The things from i: spans of one to three plain words between commas and "and". */
function readThings(tokens: readonly Tagged[], i: number): { spans: [number, number][]; end: number } {
  const spans: [number, number][] = [];
  let k = i;
  while (spans.length < MOST_THINGS) {
    let w = k;
    // ("química a partir de las 16": a thing stops where its start does.)
    while (w - k < THING_WORDS && plain(tokens[w]) && (w === k || readStart(tokens, w) === null)) w++;
    if (w === k) break;
    spans.push([k, w]);
    const sep = tokens[w];
    if (sep?.text === "," || sep?.text === "،") {
      k = tokens[w + 1]?.tags.has("and") ? w + 2 : w + 1;
      if (!plain(tokens[k])) return { spans, end: w };
    } else if (sep?.tags.has("and")) k = w + 1;
    else return { spans, end: w };
  }
  return { spans, end: k };
}

/** A person's name: one capitalised word (lists of people are rules/list.ts's). */
const oneName = (tokens: readonly Tagged[], [a, b]: [number, number]): boolean =>
  b - a === 1 && /^\p{Lu}/u.test(tokens[a].text);

export const LIST_OF_THINGS: Rule = {
  name: "list/things-each",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i)) return null;
    const { spans, end } = readThings(tokens, i);
    if (spans.length < 2 || spans.slice(1).every((s) => oneName(tokens, s))) return null;
    const start = readStart(tokens, end);
    if (!start) return null;
    let k = start.end;
    if (tokens[k]?.text === "," || tokens[k]?.text === "،") k++;
    const len = readLength(tokens, k);
    if (!len || !tokens[len.end]?.tags.has("each")) return null;
    let stop = len.end + 1;
    // "each", "cada una", "each one"
    if (tokens[stop]?.count === 1) stop++;
    if (start.at + spans.length * len.minutes > 24 * 60) return null;
    const items = spans.map(([a, b], n) => {
      const from = start.at + n * len.minutes;
      return `${spanText(tokens, a, b)} ${fromMinutes(from)}-${fromMinutes(from + len.minutes)}`;
    });
    return { end: stop, text: items.join(", ") };
  },
};

/** Words of a heading before its start: "ops list", "fittings". */
const HEADING_WORDS = 3;

/**
 * "ops list from 9: cat spay, dog dental, lump removal (1h each)": the heading says the start, the things
 * after its colon are back to back from then, each that long, as LIST_OF_THINGS reads them written the
 * other way round. The heading's words are no item.
 */
export const HEADED_THINGS_FROM: Rule = {
  name: "list/headed-things-from",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i)) return null;
    let k = i;
    // (The heading may say "list": "ops list from 9:".)
    while (k - i < HEADING_WORDS && (plain(tokens[k]) || tokens[k]?.tags.has("header"))) k++;
    if (k === i) return null;
    const start = readStart(tokens, k);
    if (!start || tokens[start.end]?.text !== ":") return null;
    const { spans, end } = readThings(tokens, start.end + 1);
    if (spans.length < 2 || spans.slice(1).every((s) => oneName(tokens, s))) return null;
    let j = end;
    const open = tokens[j]?.text === "(";
    if (open || tokens[j]?.text === ",") j++;
    const len = readLength(tokens, j);
    if (!len || !tokens[len.end]?.tags.has("each")) return null;
    let stop = len.end + 1;
    if (open) {
      if (tokens[stop]?.text !== ")") return null;
      stop++;
    }
    if (start.at + spans.length * len.minutes > 24 * 60) return null;
    const items = spans.map(([a, b], n) => {
      const from = start.at + n * len.minutes;
      return `${spanText(tokens, a, b)} ${fromMinutes(from)}-${fromMinutes(from + len.minutes)}`;
    });
    return { end: stop, text: items.join(", ") };
  },
};
