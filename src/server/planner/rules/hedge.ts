/**
 * A hedged length keeps its first figure (issue 29, kind 3): "(2h?? maybe 3)", "(1h, or 2)",
 * "(45 min? quizás 1h)" are "(2h)", "(1h)", "(45 min)": the stray number after it is no item.
 */

import { readLength, type Rule } from "../core/rules";

const HEDGE = new Set([
  "maybe",
  "perhaps",
  "or",
  "prob",
  "probably",
  "quizás",
  "quizas",
  "igual",
  "o",
  "أو",
  "ممكن",
  "يمكن",
]);
const MOST = 8;

export const HEDGED_LENGTH: Rule = {
  name: "hedge/length",
  starts: { words: ["("] },
  match: (tokens, i) => {
    if (tokens[i].text !== "(") return null;
    const len = readLength(tokens, i + 1);
    if (!len) return null;
    let k = len.end;
    let hedged = false;
    while (k < tokens.length && k - i < MOST && tokens[k].text !== ")") {
      const t = tokens[k];
      if (t.kind === "word" && HEDGE.has(t.lower)) hedged = true;
      else if (!(t.kind === "number" || t.unitMinutes || (t.kind === "punct" && "?!,-~".includes(t.text)))) return null;
      if (t.text === "?") hedged = true;
      k++;
    }
    if (!hedged || tokens[k]?.text !== ")") return null;
    return { end: k + 1, text: `(${textOf(tokens, i + 1, len.end)})` };
  },
};

function textOf(tokens: Parameters<Rule["match"]>[0], from: number, to: number): string {
  let out = "";
  for (let k = from; k < to; k++) out += (k > from && !tokens[k - 1].glued ? " " : "") + tokens[k].text;
  return out;
}

/** Hedge words that make the item before them optional. */
const OPTIONAL = new Set(["maybe", "perhaps", "possibly", "prob", "probably", "quizás", "quizas"]);

/**
 * "gym?? maybe if not dead", "run? maybe", "ir al gym? quizás" (issue 29, kind 3): the question marks
 * ask about the item before them and the hedge after them is that item's, so the pair becomes the
 * plain "item maybe" (optional), not an item ended by the question and a stray "maybe".
 */
export const QUESTION_HEDGE: Rule = {
  name: "hedge/question-maybe",
  starts: { words: ["?"] },
  match: (tokens, i) => {
    if (tokens[i].text !== "?" || tokens[i - 1]?.kind !== "word") return null;
    let k = i;
    while (tokens[k]?.text === "?" || tokens[k]?.text === "!") k++;
    const hedge = tokens[k];
    if (!hedge || hedge.kind !== "word" || !OPTIONAL.has(hedge.lower)) return null;
    // ("2h?? maybe 3": a hedged length, not an optional item.)
    const next = tokens[k + 1];
    if (next?.kind === "number" || next?.kind === "clock" || tokens[i - 1].unitMinutes) return null;
    return { end: k + 1, text: ` ${hedge.text}` };
  },
};

/** Hedge words said right before a length: "prob 2.5 hrs", "maybe 40 min", "probablemente 1h", "يمكن ساعة". */
const BEFORE_LENGTH = new Set([
  "prob",
  "probs",
  "prolly",
  "probably",
  "maybe",
  "perhaps",
  "possibly",
  "quizás",
  "quizas",
  "probablemente",
  "seguramente",
  "ممكن",
  "يمكن",
  "تقريبا",
]);

/**
 * "finish the pitch deck, prob 2.5 hrs", "informe, quizás 1h" (issue 29, kind 3): a hedge before a
 * length is how sure the length is; the length stays, the hedge is no item ("Prob") of its own.
 */
export const HEDGE_BEFORE_LENGTH: Rule = {
  name: "hedge/before-length",
  starts: { words: [...BEFORE_LENGTH] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (t.kind !== "word" || !BEFORE_LENGTH.has(t.lower)) return null;
    let k = tokens[i + 1]?.text === "~" ? i + 2 : i + 1;
    if (readLength(tokens, k) || tokens[k]?.unitMinutes) return { end: i + 1, text: "" };
    // "2.5 hrs", "1 1/2 h": figures and their dots or slashes, then the unit.
    const from = k;
    while (k < from + 4 && (tokens[k]?.kind === "number" || ".,/½".includes(tokens[k]?.text ?? "x"))) k++;
    return k > from && tokens[from].kind === "number" && tokens[k]?.unitMinutes ? { end: i + 1, text: "" } : null;
  },
};

/**
 * Hedge words said right after a length: "1 hr aprox", "2h approx.", "ساعة تقريبا"; and the
 * upper bounds "half an hour tops", "20 min max", "1h máximo", "ساعة بالكثير" (the length is the most).
 */
const AFTER_LENGTH = new Set([
  ...["aprox", "approx", "aproximadamente", "approximately", "تقريبا", "تقريباً"],
  ...["tops", "max", "maximum", "máx", "máximo", "maximo", "بالكثير", "بالأكثر"],
]);

/**
 * "revisar un corto, 1 hr aprox", "the deck, 2h approx." (issue 29, kind 3): a hedge after a length
 * is how sure the length is; it is no item ("Aprox. llamar a Juan") and does not cut the length off.
 */
export const HEDGE_AFTER_LENGTH: Rule = {
  name: "hedge/after-length",
  starts: { words: [...AFTER_LENGTH] },
  match: (tokens, i) => {
    const t = tokens[i];
    const prev = tokens[i - 1];
    if (t.kind !== "word" || !AFTER_LENGTH.has(t.lower) || prev?.unitMinutes === undefined) return null;
    // "1 hr aprox. llamar a Juan": its dot ends the item (the length closes it), not an abbreviation's.
    return tokens[i + 1]?.text === "." ? { end: i + 2, text: "." } : { end: i + 1, text: "" };
  },
};
