/**
 * A heading that says what the list is, in a sentence (issue 29, kind 3): "things I actually want to
 * do:", "stuff I need to get done today:", "what I have to do:", "cosas que quiero hacer:" head the
 * list and plan nothing, never a task titled "Things I actually want to do". Only a line (or
 * sentence) that opens with such a word and ends in a colon within a few words.
 */

import { type Rule } from "../core/rules";
import { opensItem } from "../core/tags";

const OPEN = new Set(["things", "stuff", "what", "tasks", "jobs", "todo", "to-dos", "todos", "cosas", "lo", "tareas"]);
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
