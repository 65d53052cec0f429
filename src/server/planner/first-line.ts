import type { Draft } from "./segment";

/** A list's bullet opening a line ("- ", "• ", "* "). Anchored, bounded. */
const LIST_BULLET = /^\s{0,3}([-–•*·▪])\s/u;

/**
 * The items of a first line that the rest of a multi-line text lists under ("on call from 6pm so keep
 * the evening clear" above "- TB testing 8-11"): the day's context, which refiners/later-clock.ts
 * does not read as where the list has got to.
 */
export function markFirstLine(drafts: Draft[], description: string): void {
  const cut = description.indexOf("\n");
  if (cut < 0) return;
  const first = description.slice(0, cut).toLocaleLowerCase();
  // ("- llamar a mama\n- llamar a Ana a las 5": a first line bulleted as the next one is an item of the list.)
  const bullet = LIST_BULLET.exec(first)?.[1];
  if (bullet !== undefined && LIST_BULLET.exec(description.slice(cut + 1))?.[1] === bullet) return;
  const marked = drafts.filter((d) => d.source && first.includes(d.source.toLocaleLowerCase().trim()));
  for (const d of marked) d.firstLine = true;
  // ("workshop 2-6\ntalk 7-9.30": one item on the first line of a day written as plain lines, no bullet
  // anywhere, is the list's first item, where its later ranges go on from.)
  if (marked.length === 1 && !description.split("\n").some((line) => LIST_BULLET.test(line)))
    marked[0].firstOfPlainList = true;
}
