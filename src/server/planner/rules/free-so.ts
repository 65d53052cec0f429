/**
 * A remark that time is free, then what to do with it (issue 29, kinds 3 and 8): "period 5 is free
 * so mark the mocks then, 1:30-2:30", "the afternoon is quiet so catch up on admin" is the remark (no
 * task) and an item of its own after "so", never one statement dropped whole with its task. The "so"
 * becomes the end of the remark's sentence.
 */

import type { Rule } from "../core/rules";

/** How the time is: free, quiet, empty, cancelled. */
const STATE = new Set(["free", "quiet", "empty", "clear", "dead", "off"]);
/** What says it is so: "is", "are", "was". */
const BE = new Set(["is", "are", "was"]);

export const FREE_SO: Rule = {
  name: "aside/free-so",
  starts: { words: ["so"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "so" || tokens[i + 1]?.kind !== "word") return null;
    // ("so I'll ...", "so we ..." already split on their own.)
    const prev = tokens[i - 1];
    const state = prev?.lower === "now" || prev?.lower === "today" ? tokens[i - 2] : prev;
    const at = state === prev ? i - 1 : i - 2;
    if (state?.kind !== "word" || !STATE.has(state.lower)) return null;
    const be = tokens[at - 1];
    if (be?.kind !== "word" || !BE.has(be.lower)) return null;
    return { end: i + 1, text: "." };
  },
};
