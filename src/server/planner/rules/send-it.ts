/**
 * Re-plan keeps the order the text gave (issue 29, kinds 8 and 10): handing in what the item
 * before made ("finish the proposal 4h, send it to the client", "write essay 2h, submit", "draft
 * the post, publish it") comes after that item: the step reads "then send it ...".
 */

import { type Rule } from "../core/rules";
import { closesItem, opensItem } from "../core/tags";

const DELIVER = new Set(["send", "submit", "publish", "upload", "post", "email", "print", "share", "hand", "file"]);
/** What may follow the verb for it to be the previous item's thing: "it", "them", "to Jo", "in", "off". */
const OBJECT = new Set(["it", "them", "to", "in", "off", "over", "out"]);

export const SEND_IT: Rule = {
  name: "order/send-it",
  starts: { words: [...DELIVER] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (i === 0 || !DELIVER.has(t.lower) || !opensItem(tokens, i, true)) return null;
    const prev = tokens[i - 1];
    if (prev.kind === "break" || prev.text === ".") return null;
    const next = tokens[i + 1];
    if (!(closesItem(next) || next.text === "," || OBJECT.has(next.lower))) return null;
    return { end: i + 1, text: `then ${t.text}` };
  },
};
