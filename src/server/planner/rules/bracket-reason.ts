/**
 * A reason in brackets plans nothing (issue 29, kind 3): "after 1pm (they're closed at lunch)",
 * "water the plants (it's been hot)", "no gym (she's got the car)", "(thats their evening)" explain the item; they are no
 * item of their own and no part of its title. Only a bracket that opens with a subject and has no
 * number in it: "(she's in at 4:45)" keeps its time for the item reader. "leave for shift 7:15
 * (starts 8)" says when the shift starts: no part of the leaving.
 */

import { readClock, type Rule } from "../core/rules";
import { inClauseBefore } from "../core/tags";

const SUBJECTS = new Set([
  ...["they're", "theyre", "they’re", "it's", "it’s", "its", "she's", "she’s", "he's", "he’s", "we're", "we’re"],
  ...["they", "it", "she", "he", "we", "there's", "there’s", "theres"],
  // "latest 9.30am (thats their evening)": a remark on the hour, no item (p-seen19).
  ...["that's", "that’s", "thats"],
]);
const MOST = 12;
const I = new Set(["i'm", "im", "i’m", "me", "i'll", "ill", "i’ll", "i"]);
const TAKE = new Set(["driving", "taking", "bringing", "dropping", "walking", "drive", "take", "bring", "doing"]);
const WHOM = new Set(["him", "her", "them", "it", "both", "everyone"]);

/** "(starts 8)", "(begins at 7:30)": when the thing the item leads to starts, said by the way. */
const STARTS = new Set(["starts", "begins", "start", "begin"]);

export const BRACKET_REASON: Rule = {
  name: "aside/bracket-reason",
  starts: { words: ["("] },
  match: (tokens, i) => {
    if (tokens[i].text !== "(") return null;
    if (STARTS.has(tokens[i + 1]?.lower ?? "") && tokens[i - 1]?.kind !== "punct") {
      for (let k = i + 2; k < tokens.length && k - i <= 5; k++)
        if (tokens[k].text === ")") return { end: k + 1, text: "" };
      return null;
    }
    // "(I'm driving him)", "(me taking her)", "(I'll drive)": who takes them there, no trip of its own.
    if (I.has(tokens[i + 1]?.lower ?? "")) {
      let k = i + 2;
      if (tokens[k]?.lower === "be" || tokens[k]?.lower === "am") k++;
      if (!TAKE.has(tokens[k]?.lower ?? "")) return null;
      k++;
      if (WHOM.has(tokens[k]?.lower ?? "")) k++;
      return tokens[k]?.text === ")" ? { end: k + 1, text: "" } : null;
    }
    if (!SUBJECTS.has(tokens[i + 1]?.lower ?? "")) return null;
    for (let k = i + 2; k < tokens.length && k - i <= MOST; k++) {
      const t = tokens[k];
      if (t.text === ")") return { end: k + 1, text: "" };
      if (t.kind === "number" || t.kind === "clock" || t.kind === "break" || t.text === "(") return null;
    }
    return null;
  },
};

/** Words that make a clock after them the item's deadline: "b4 2pm", "by 11". */
const DUE = new Set(["before", "b4", "by", "until", "till", "til"]);
const LOOK_BACK = 8;

/**
 * "tune the school hall piano b4 2pm (assembly at 2!!)", "post it by 12 (post office shuts at 12)":
 * after a deadline of the item's own, a bracket saying what happens at that hour is why, never the
 * item's time (the piano was fixed at 2pm). The bracket goes.
 */
export const BRACKET_DEADLINE_REASON: Rule = {
  name: "aside/bracket-deadline-reason",
  starts: { words: ["("] },
  match: (tokens, i) => {
    if (tokens[i].text !== "(") return null;
    const due = (k: number) =>
      DUE.has(tokens[k].lower) && (tokens[k + 1]?.kind === "number" || tokens[k + 1]?.kind === "clock");
    if (!inClauseBefore(tokens, i, LOOK_BACK, due)) return null;
    let k = i + 1;
    while (k < tokens.length && k - i <= 5 && tokens[k].kind === "word" && tokens[k].lower !== "at") k++;
    if (k === i + 1 || tokens[k]?.lower !== "at" || !readClock(tokens, k + 1)) return null;
    k = readClock(tokens, k + 1)?.end ?? k;
    while (tokens[k]?.text === "!" || tokens[k]?.text === "?") k++;
    return tokens[k]?.text === ")" ? { end: k + 1, text: "" } : null;
  },
};
