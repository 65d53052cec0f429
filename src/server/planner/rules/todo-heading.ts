/**
 * A heading that says what the list is, in a sentence (issue 29, kind 3): "things I actually want to
 * do:", "stuff I need to get done today:", "what I have to do:", "to do:" (under another line), "cosas que quiero hacer:" head the
 * list and plan nothing, never a task titled "Things I actually want to do". Only a line (or
 * sentence) that opens with such a word and ends in a colon within a few words.
 */

import { phraseAt, type Rule } from "../core/rules";
import { opensItem } from "../core/tags";

const OPEN = new Set([
  "things",
  "stuff",
  "what",
  "tasks",
  "jobs",
  "todo",
  "to-dos",
  "todos",
  "to",
  "cosas",
  "lo",
  "tareas",
]);
const SAYS = new Set([
  ...["do", "done", "want", "need", "have", "gotta", "should", "must", "finish", "sort", "tackle", "get"],
  ...["hacer", "quiero", "tengo", "necesito", "pendiente", "pendientes"],
]);
const MOST = 9;

export const TODO_HEADING: Rule = {
  name: "list/todo-heading",
  starts: { opens: true, words: [...OPEN] },
  match: (tokens, i) => {
    if (!OPEN.has(tokens[i].lower) || !opensItem(tokens, i)) return null;
    // "to do:", "to do list:", "to do today:": only with its "do".
    if (tokens[i].lower === "to" && tokens[i + 1]?.lower !== "do") return null;
    let says = false;
    for (let k = i + 1; k < i + MOST && k < tokens.length; k++) {
      const t = tokens[k];
      if (t.text === ":") return says ? { end: k + 1, text: "" } : null;
      if (t.kind !== "word" && t.kind !== "emoji") return null;
      if (SAYS.has(t.lower)) says = true;
    }
    return null;
  },
};

/** "Hoy toca:", "me toca:", "lo que toca hoy:": what falls to me today, heading the list. */
const TOCA: readonly (readonly string[])[] = [
  ["hoy", "me", "toca"],
  ["lo", "que", "toca"],
  ["hoy", "toca"],
  ["me", "toca"],
  ["toca"],
];

/**
 * "Hoy toca:\n• ducharme\n• ...", "me toca:" (issue 29, kind 3): Spanish "it falls to me" ending in a
 * colon heads the list and plans nothing (after the first line it was a task "Toca").
 */
export const TOCA_HEADING: Rule = {
  name: "list/toca-heading",
  starts: { opens: true, words: ["hoy", "lo", "me", "toca"] },
  match: (tokens, i) => {
    if (!opensItem(tokens, i)) return null;
    const words = phraseAt(tokens, i, TOCA);
    if (!words) return null;
    let k = i + words.length;
    if (tokens[k]?.lower === "hoy") k++;
    return tokens[k]?.text === ":" ? { end: k + 1, text: "" } : null;
  },
};
