/**
 * A bare order word as a heading (issue 29, kind 8): "shift 11-7, after: Netflix", "cena a las 9,
 * antes: hacer la compra", "party at 8. before: wrap the gift" head a list that goes after (or before)
 * the timed item written before them. They become a new sentence opening with the plain "afterwards:"
 * / "before that:" the segmenter knows, so the list is never read as part of the item before.
 */

import { type Rule } from "../core/rules";

const AFTER = new Set(["after", "afterwards", "después", "despues", "luego"]);
const BEFORE = new Set(["before", "antes"]);

export const ORDER_LABEL: Rule = {
  name: "order/bare-label",
  starts: { words: [...AFTER, ...BEFORE] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (tokens[i + 1]?.text !== ":") return null;
    const after = AFTER.has(t.lower);
    if (!after && !BEFORE.has(t.lower)) return null;
    const prev = tokens[i - 1];
    // Only mid-sentence, after a comma: at a sentence start the segmenter reads it already.
    if (prev?.text !== "," && prev?.text !== "،") return null;
    const spanish = t.lower === "después" || t.lower === "despues" || t.lower === "luego" || t.lower === "antes";
    const text = after
      ? spanish
        ? ". después de eso:"
        : ". afterwards:"
      : spanish
        ? ". antes de eso:"
        : ". before that:";
    return { from: i - 1, end: i + 2, text };
  },
};

/**
 * "cumple a las 5. antes: tarta, globos. después recoger todo": an order word opening a sentence,
 * right before the item, is that sentence's heading too ("después: recoger todo"), so the item goes
 * after the timed item the sentences are about.
 */
export const ORDER_OPENER: Rule = {
  name: "order/sentence-opener",
  starts: { words: ["después", "despues", "afterwards"] },
  match: (tokens, i) => {
    const t = tokens[i];
    const prev = tokens[i - 1];
    if (!prev || prev.text !== "." || (t.lower !== "después" && t.lower !== "despues" && t.lower !== "afterwards"))
      return null;
    const next = tokens[i + 1];
    if (next?.kind !== "word" || ["de", "del", "que", "of"].includes(next.lower)) return null;
    return { end: i + 1, text: `${t.text}:` };
  },
};

/** A Spanish infinitive, with or without a pronoun: "hacer", "llamarla", "prepararse". */
const INFINITIVE = /^\p{L}{2,}(?:ar|er|ir|ír)(?:l[aeo]s?|se|me|te|nos)?$/u;

/**
 * "dormir 3 horas, antes hacer la compra", "siesta a las 4, antes de eso comer" (issue 29, kind 8):
 * Spanish "antes" after a comma, with no colon, opens the items that go before the one just written,
 * as the label "antes: ..." does (not after it, nor part of its title). (English ", before that" is
 * the segmenter's already.)
 */
export const ORDER_INLINE: Rule = {
  name: "order/inline-before",
  starts: { words: ["antes"] },
  match: (tokens, i) => {
    const prev = tokens[i - 1];
    if (prev?.text !== "," && prev?.text !== "،") return null;
    const next = tokens[i + 1];
    if (tokens[i].lower !== "antes" || next?.kind !== "word") return null;
    if (next.lower === "de" && tokens[i + 2]?.lower === "eso" && tokens[i + 3]?.kind === "word")
      return { from: i - 1, end: i + 3, text: ". antes de eso:" };
    return INFINITIVE.test(next.lower) ? { from: i - 1, end: i + 1, text: ". antes de eso:" } : null;
  },
};
