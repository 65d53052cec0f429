/**
 * An arrow between two items is "then" (issue 29, kind 3): "gym → shower → work", "nap time 1-2.30
 * -> do the Ofsted paperwork", "emails => call mum", "correos → llamar a mamá". Read as the plain
 * "then" the list splitter and the order reader know in English and Spanish; it was no joint at all
 * ("Nap time -> do the Ofsted paperwork" was one break). An arrow opening a line is a bullet, and
 * one glued to the words on both sides is a route ("flight BCN→LHR"): both are left alone.
 */

import type { Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

/** Arrows written as one character. */
const ARROWS = new Set(["→", "⇒", "➡", "➜", "⟶", "=>", "->"]);
/** The shaft of an arrow typed as two characters: "->", "=>", "-->". */
const SHAFTS = new Set(["-", "=", "—", "–"]);

const ARABIC = /[\u0600-\u06FF]/u;

/** Whether b follows a with nothing between them ("-" then ">" of "->"). */
const touching = (a: Tagged, b: Tagged | undefined): boolean => b !== undefined && a.end === b.start;

export const ARROW: Rule = {
  name: "list/arrow",
  starts: { words: [...ARROWS, ...SHAFTS] },
  match: (tokens, i) => {
    const prev = tokens[i - 1];
    if (!prev || prev.kind === "break") return null;
    let end = i;
    if (ARROWS.has(tokens[i].text)) end = i + 1;
    else {
      while (end < i + 3 && SHAFTS.has(tokens[end]?.text ?? "") && touching(tokens[end], tokens[end + 1])) end++;
      if (end === i || tokens[end]?.text !== ">") return null;
      end++;
    }
    while (tokens[end]?.kind === "emoji" && /\uFE0F/u.test(tokens[end].text)) end++;
    // "flight BCN→LHR", "train MAN→EUS": an arrow glued to both sides is a route, not a list.
    if (touching(prev, tokens[i]) && touching(tokens[end - 1], tokens[end])) return null;
    // (Arabic lists join with "و" / "بعدين": the English word would stay in a title there.)
    if (!tokens[end] || tokens[end].kind === "break" || ARABIC.test(tokens[end].text)) return null;
    return { end, text: " then " };
  },
};
