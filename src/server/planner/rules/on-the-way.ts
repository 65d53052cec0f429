/**
 * Anchors to other items hold (issue 29, kind 8): "grocery shop on the way back", "fuel up on my
 * way back" come after the item before them ("afterwards"), "on the way back from school pickup" after
 * the item it names; "pick up turf at 7:30 on the way" is
 * only how it is done. Neither phrase is part of the title.
 */

import { type Rule } from "../core/rules";

/** "on the way home" is left to the reader, which reads it as leaving work. */
const WAY_BACK = new Set(["back"]);
const WAY_THERE = new Set(["there", "in", "out", "over"]);

export const ON_THE_WAY: Rule = {
  name: "anchor/on-the-way",
  starts: { words: ["on"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "on") return null;
    const det = tokens[i + 1]?.lower;
    if ((det !== "the" && det !== "my" && det !== "our") || tokens[i + 2]?.lower !== "way") return null;
    const dir = tokens[i + 3]?.lower ?? "";
    // "on the way back from school pickup", "on my way home from the gym": after that item.
    if ((WAY_BACK.has(dir) || dir === "home") && tokens[i + 4]?.lower === "from" && tokens[i + 5]?.kind === "word")
      return { end: i + 5, text: "after" };
    if (WAY_BACK.has(dir)) return { end: i + 4, text: "afterwards" };
    if (WAY_THERE.has(dir)) return { end: i + 4, text: "" };
    const next = tokens[i + 3];
    // "on the way to the gym" names where: left alone.
    if (
      next &&
      next.kind === "word" &&
      (next.lower === "home" || (!next.tags.has("cue") && !next.tags.has("connector")))
    )
      return null;
    return { end: i + 3, text: "" };
  },
};
