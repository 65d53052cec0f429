/**
 * Handing the work in is why it has a deadline (issue 29, kind from blind es23): "traducir el manual
 * (4 horas) pa entregar antes de las 7", "informe, para entregarlo antes de las 12", "translate the
 * manual to hand in by 7pm", "essay to submit by 5". The purpose words before the deadline are no part
 * of the title and no item of their own: they go, and "antes de las 7" / "by 7pm" stays the item's
 * deadline. It reads a purpose word, a verb of handing in (and its particle), then a deadline word.
 */

import { type Rule } from "../core/rules";

/** "para", chat "pa"/"xa", English "to", Arabic "عشان". */
const FOR = new Set(["para", "pa", "xa", "to", "عشان", "علشان"]);
/** Handing in, sending off: Spanish infinitives (with "lo/la"), English verbs, Arabic first-person forms. */
const HAND = new Set(
  (
    "entregar entregarlo entregarla entregarlos enviar enviarlo enviarla mandar mandarlo mandarla presentar " +
    "presentarlo hand submit send deliver turn أسلمه اسلمه أسلمها اسلمها أسلم اسلم نسلمه نسلمها"
  ).split(" "),
);
/** "to hand it in", "to send it off", "to turn in". */
const PARTICLES = new Set(["it", "them", "in", "off", "over"]);
/** The deadline that must follow: "antes de las 7", "by 7pm", "before 5", "قبل ٥". */
const DUE = new Set(["antes", "by", "before", "b4", "قبل"]);

/** Words before "to" that make the handing in the item itself. */
const NEEDS = new Set(["remember", "need", "needs", "have", "has", "want", "got", "going", "try", "forget"]);

export const HAND_IN_BY: Rule = {
  name: "deadline/hand-in-by",
  starts: { words: [...FOR] },
  match: (tokens, i) => {
    if (!FOR.has(tokens[i].lower) || !HAND.has(tokens[i + 1]?.lower ?? "")) return null;
    let k = i + 2;
    while (k < i + 4 && PARTICLES.has(tokens[k]?.lower ?? "")) k++;
    if (!DUE.has(tokens[k]?.lower ?? "")) return null;
    // ("to send by 5" with nothing before it is the sending itself: only after the item's own words.)
    const prev = tokens[i - 1];
    if (prev?.kind !== "word" && prev?.text !== ")" && prev?.text !== ",") return null;
    // ("remember to send by 5", "need to submit by noon": the handing in is the item.)
    if (NEEDS.has(prev.lower)) return null;
    return { end: k, text: "" };
  },
};
