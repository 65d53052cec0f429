/**
 * "a la salida súper", "al salir del curro gimnasio" (issue 29, kind 8): leaving work is an anchor,
 * so the item goes after work. The phrase becomes the plain "después del trabajo" the item reader
 * knows; never part of a title. (English "on the way home" stays in its title: "pick up groceries on
 * the way home".)
 */

import { type Rule } from "../core/rules";

const WORK = new Set(["trabajo", "curro", "oficina", "cole"]);

export const LEAVING_WORK: Rule = {
  name: "anchor/leaving-work",
  starts: { words: ["a", "al"] },
  match: (tokens, i) => {
    const t = tokens[i].lower;
    let k: number;
    if (t === "a" && tokens[i + 1]?.lower === "la" && tokens[i + 2]?.lower === "salida") k = i + 3;
    else if (t === "al" && tokens[i + 1]?.lower === "salir") k = i + 2;
    else return null;
    if ((tokens[k]?.lower === "del" || tokens[k]?.lower === "de") && WORK.has(tokens[k + 1]?.lower ?? "")) k += 2;
    return { end: k, text: "después del trabajo" };
  },
};
