/**
 * "night shift starts 10pm so today: sleep till 2pm, then gym", "tengo boda el sábado así que hoy:
 * ...": "so today" closes the sentence about the other event and opens the day's list, so the first
 * item of the list is never glued to that event (issue 29, kind 1).
 */

import { type Rule } from "../core/rules";

const TODAY = new Set(["today", "hoy", "tonight"]);

export const SO_TODAY: Rule = {
  name: "list/so-today",
  match: (tokens, i) => {
    if (i === 0 || tokens[i - 1].kind === "break" || tokens[i - 1].kind === "punct") return null;
    const t = tokens[i];
    let k: number;
    if (t.lower === "so") k = i + 1;
    else if ((t.lower === "así" || t.lower === "asi") && ["que", "q"].includes(tokens[i + 1]?.lower ?? "")) k = i + 2;
    else return null;
    if (!TODAY.has(tokens[k]?.lower ?? "")) return null;
    const colon = tokens[k + 1]?.text === ":";
    // "so tonight" keeps its part of the day for what follows; "so today:" is only a heading.
    if (tokens[k].lower === "tonight") return { end: k, text: "." };
    return { end: colon ? k + 2 : k + 1, text: "." };
  },
};
