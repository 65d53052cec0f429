/**
 * "proofread 4 chapters, done by 3pm", "slides, needs to be ready by noon", "informe 2h, tiene que
 * estar listo antes de las 3" (issue 29, kinds 3 and 6): a clause that only says when the item
 * before it must be finished is that item's deadline, never a task titled "Done" ("armar 60 tamales,
 * que estén antes de las 6": "that they be" says it alone, never a task titled "Que estén"). The clause
 * becomes the plain "by 3pm" (or "antes de las 3") the item reader attaches to the item before.
 */

import { readClock, type Rule } from "../core/rules";

/** Words before the state: "it needs to be", "has to be", "tiene que estar", "debe estar". */
const LEAD = new Set(
  "it it's its needs need has have to be must should all tiene que estar debe ha de tienen para esté estén este esten".split(
    " ",
  ),
);
/** "que estén", "para que esté", "has to be": a form of "be" says the state alone, the hour after it. */
const BE = new Set("be estar esté estén este esten".split(" "));
const STATE = new Set(
  (
    "done finished ready sent submitted complete completed wrapped in " +
    "listo lista listos listas terminado terminada hecho hecha entregado entregada enviado enviada"
  ).split(" "),
);
const NOON = new Set(["noon", "midday", "mediodía", "mediodia"]);
const LINK = new Set(["by", "before", "at", "for", "antes", "de", "para", "las", "la", "a"]);

export const DONE_BY: Rule = {
  name: "deadline/done-by",
  match: (tokens, i) => {
    const p = tokens[i - 1];
    if (!p || (p.text !== "," && p.text !== "،" && p.text !== "-")) return null;
    let k = i;
    while (k < i + 5 && LEAD.has(tokens[k]?.lower ?? "")) k++;
    if (STATE.has(tokens[k]?.lower ?? "")) k++;
    else if (k === i || !BE.has(tokens[k - 1].lower)) return null;
    const first = k;
    while (k < first + 3 && LINK.has(tokens[k]?.lower ?? "")) k++;
    if (k === first) return null;
    const spanish = tokens[first].lower === "antes" || tokens[first].lower === "para";
    if (NOON.has(tokens[k]?.lower ?? "")) return { end: k + 1, text: spanish ? "antes de las 12:00" : "by 12:00" };
    const c = readClock(tokens, k);
    if (!c) return null;
    const clock = tokens
      .slice(k, c.end)
      .map((x) => x.text)
      .join("");
    return { end: c.end, text: spanish ? `antes de las ${clock}` : `by ${clock}` };
  },
};
