/**
 * Hover titles for a grid of many small cells, given when the pointer reaches a cell instead of in
 * the page's HTML: a year of days is 365 titles (~11 KB) that a page would otherwise carry for a
 * tooltip few visitors ask for (issue 25: a signed-in page stays within 100 KB). The grids are
 * hidden from screen readers and have a text equivalent beside them, so nothing else reads the
 * titles. The browser shows a title after the pointer rests, so one set on entering the cell shows.
 */
import type { PointerEvent } from "react";

/**
 * An onPointerOver handler for the grid, whose cells are <i> elements: `titleOf(cell)` is the
 * cell's title (none or "" sets nothing).
 */
export function lazyTitles(titleOf: (cell: Element) => string | undefined) {
  return (event: PointerEvent<HTMLElement>) => {
    const cell = event.target;
    if (!(cell instanceof HTMLElement) || cell.tagName !== "I" || cell.title) return;
    const title = titleOf(cell);
    if (title) cell.title = title;
  };
}

/** The element's place among its parent's children. */
export const childIndex = (el: Element): number =>
  el.parentElement ? Array.prototype.indexOf.call(el.parentElement.children, el) : -1;
