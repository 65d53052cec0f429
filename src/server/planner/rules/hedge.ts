/**
 * A hedged length keeps its first figure (issue 29, kind 3): "(2h?? maybe 3)", "(1h, or 2)",
 * "(45 min? quizás 1h)" are "(2h)", "(1h)", "(45 min)": the stray number after it is no item.
 */

import { phraseAt, readLength, type Rule } from "../core/rules";

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
 * Hedges said right after a length: "1 hr aprox", "2h approx.", "ساعة تقريبا", and the phrases of more or
 * less, at least or at most: "1 hora más o menos", "una hora o así", "2h or so", "2h give or take",
 * "2h at least", "1h max", "ساعة على الأقل", "ساعة أو أكثر شوي", "ساعتين بالكثير".
 */
const AFTER_LENGTH: readonly (readonly string[])[] = [
  ...["aprox", "approx", "aproximadamente", "approximately", "تقريبا", "تقريباً"].map((w) => [w]),
  ...[
    ["más", "o", "menos"],
    ["mas", "o", "menos"],
    ["o", "así"],
    ["o", "asi"],
    ["o", "algo", "así"],
    ["o", "algo", "asi"],
  ],
  ...[
    ["como", "mucho"],
    ["como", "máximo"],
    ["como", "maximo"],
    ["como", "mínimo"],
    ["como", "minimo"],
  ],
  ...[
    ["máximo"],
    ["maximo"],
    ["mínimo"],
    ["minimo"],
    ["por", "lo", "menos"],
    ["al", "menos"],
    ["o", "más"],
    ["o", "mas"],
  ],
  ...[
    ["or", "so"],
    ["give", "or", "take"],
    ["at", "least"],
    ["at", "most"],
    ["or", "more"],
    ["max"],
    ["maximum"],
    ["tops"],
  ],
  ...[
    ["على", "الأقل"],
    ["على", "الاقل"],
    ["عالأقل"],
    ["عالاقل"],
    ["بالكثير"],
    ["بالكتير"],
    ["بالأكثر"],
    ["أو", "أكثر", "شوي"],
  ],
  ...[
    ["او", "اكثر", "شوي"],
    ["أو", "أكثر"],
    ["او", "اكثر"],
    ["أو", "أقل"],
    ["او", "اقل"],
    ["أو", "شي", "هيك"],
  ],
];
/** Longest first, so "أو أكثر شوي" is taken whole. */
const AFTER_SORTED = [...AFTER_LENGTH].sort((a, b) => b.length - a.length);

/**
 * "revisar un corto, 1 hr aprox", "the deck, 2h approx.", "presupuesto, 1 hora más o menos, antes de las
 * 8" (issue 29, kind 3): a hedge after a length is how sure the length is; it is no item ("Aprox. llamar
 * a Juan", "Más o menos"), no part of a title ("Report or so") and does not cut the length off.
 */
export const HEDGE_AFTER_LENGTH: Rule = {
  name: "hedge/after-length",
  starts: { words: [...new Set(AFTER_LENGTH.map((w) => w[0]))] },
  match: (tokens, i) => {
    const t = tokens[i];
    const prev = tokens[i - 1];
    if (t.kind !== "word" || prev?.unitMinutes === undefined) return null;
    const words = phraseAt(tokens, i, AFTER_SORTED);
    if (!words) return null;
    const end = i + words.length;
    // "1 hr aprox. llamar a Juan": its dot ends the item (the length closes it), not an abbreviation's.
    return tokens[end]?.text === "." ? { end: end + 1, text: "." } : { end, text: "" };
  },
};
