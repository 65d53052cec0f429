/**
 * Anchors to other items hold (issue 29, kind 8): a bare "before:" or "after:" heading a list, right
 * after a timed item ("shift 7:30am-8pm. before: shower, pack lunch. after: bath, bed"), means
 * before or after that item: it becomes the "before that:" / "after that:" the reader knows.
 */

import { type Rule } from "../core/rules";
import { opensItem } from "../core/tags";

export const BEFORE_AFTER_LABEL: Rule = {
  name: "anchor/before-after-label",
  match: (tokens, i) => {
    const t = tokens[i];
    if ((t.lower !== "before" && t.lower !== "after" && t.lower !== "b4") || tokens[i + 1]?.text !== ":") return null;
    if (i === 0 || !opensItem(tokens, i)) return null;
    return { end: i + 2, text: t.lower === "after" ? "after that:" : "before that:" };
  },
};
