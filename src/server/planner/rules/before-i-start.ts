/**
 * Anchors to other items hold (issue 29, kind 8): "before I start painting", "after I finish the
 * report", "once we're done with the slides", "before starting work" name the item itself, so they
 * become the plain "before painting", "after the report", "after the slides" the reference reader
 * knows. Going away ("before I leave at 6") is rules/before-leaving.ts.
 */

import { type Rule } from "../core/rules";

const SUBJECT = new Set(["i", "we", "i've", "ive", "we've", "weve", "i'm", "im", "we're", "were"]);
const START = new Set(["start", "starting", "begin", "beginning"]);
const FINISH = new Set(["finish", "finished", "finishing", "done", "complete", "completed", "wrap", "wrapped"]);
const WITH = new Set(["with", "on", "up"]);

export const BEFORE_I_START: Rule = {
  name: "anchor/before-i-start",
  starts: { words: ["before", "after", "once"] },
  match: (tokens, i) => {
    const lead = tokens[i].lower;
    if (lead !== "before" && lead !== "after" && lead !== "once") return null;
    let k = i + 1;
    if (SUBJECT.has(tokens[k]?.lower ?? "")) k++;
    // "once I'm done with", "after we've finished"
    if (tokens[k]?.lower === "am" || tokens[k]?.lower === "are" || tokens[k]?.lower === "have") k++;
    const verb = tokens[k]?.lower ?? "";
    const starting = START.has(verb);
    if (!starting && !FINISH.has(verb)) return null;
    if (starting && lead !== "before") return null;
    if (k === i + 1 && verb !== "starting" && verb !== "finishing") return null;
    k++;
    if (WITH.has(tokens[k]?.lower ?? "")) k++;
    if (tokens[k]?.kind !== "word" || tokens[k].tags.has("cue")) return null;
    return { end: k, text: `${lead === "before" ? "before" : "after"} ` };
  },
};
