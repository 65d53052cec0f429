/**
 * Notes that are no part of a title (issue 29, kind 3): how a thing is done ("book a hair appt
 * (call)", "group project meeting 4-5 on zoom", "reunión por videollamada") and the dot of a short
 * form ("read ch. 4", "p. 12", "approx. 20 min"), which must not end the item. The channel goes;
 * the short form keeps its dot, glued to what follows by the splitter's protected space.
 */

import { closesItem, type Tagged } from "../core/tags";
import { type Rule } from "../core/rules";
import { NBSP } from "../segment-splits";
import { opensSentence } from "../segment-words";

const CHANNEL = new Set(
  "call phone zoom teams skype meet facetime whatsapp online virtual remote videollamada llamada teléfono telefono".split(
    " ",
  ),
);
const CHANNEL_LEAD = new Set(["on", "via", "over", "by", "por"]);
const SHORT_FORMS = new Set(
  "ch chap pg pp p no nr vol sec ex approx aprox appt apt dr dra mr mrs ms st pág pag núm cap av avda".split(" "),
);

function endsItem(t: Tagged | undefined): boolean {
  return closesItem(t) || t?.text === "," || t?.text === "،";
}

export const CHANNEL_NOTE: Rule = {
  name: "notes/channel",
  starts: { words: ["(", ...CHANNEL_LEAD] },
  match: (tokens, i) => {
    const t = tokens[i];
    // "(call)", "(on zoom)"
    if (t.text === "(") {
      let k = i + 1;
      if (CHANNEL_LEAD.has(tokens[k]?.lower ?? "")) k++;
      if (tokens[k]?.lower === "the") k++;
      if (CHANNEL.has(tokens[k]?.lower ?? "") && tokens[k + 1]?.text === ")") return { end: k + 2, text: "" };
      return null;
    }
    // "on zoom", "via teams", "por videollamada" at the end of an item
    if (!CHANNEL_LEAD.has(t.lower) || i === 0 || tokens[i - 1].kind === "break") return null;
    let k = i + 1;
    if (tokens[k]?.lower === "the") k++;
    const c = tokens[k];
    if (!c || !CHANNEL.has(c.lower) || c.lower === "call" || !endsItem(tokens[k + 1])) return null;
    return { end: k + 1, text: "" };
  },
};

export const SHORT_FORM_DOT: Rule = {
  name: "notes/short-form-dot",
  starts: { words: [...SHORT_FORMS] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (t.kind !== "word" || !SHORT_FORMS.has(t.lower)) return null;
    // "1 hr aprox. llamar a Juan": a hedge after a length ends the item (rules/hedge.ts).
    if ((t.lower === "aprox" || t.lower === "approx") && tokens[i - 1]?.unitMinutes !== undefined) return null;
    const dot = tokens[i + 1];
    const next = tokens[i + 2];
    if (dot?.text !== "." || dot.start !== t.end || !next || next.start !== dot.end + 1) return null;
    if (next.kind !== "number" && next.kind !== "word") return null;
    // "el consultorio del Dr. Luego cenar": a connector or a verb after the dot opens a new sentence.
    if (next.kind === "word" && /^\p{Lu}/u.test(next.text) && opensSentence(next.text)) return null;
    return { end: i + 3, text: `${t.text}.${NBSP}${next.text}` };
  },
};
