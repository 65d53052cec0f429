/**
 * A grid of many small, static cells as markup: `<i class="…"></i>` per letter of `letters`, with
 * the class `classOf` gives it. A year of days is 371 cells; as React elements they were most of a
 * page's server render and hydration (issue 25: the habits' heatmaps, the mood year). Only for
 * cells that are fixed tags with a class chosen by the code, never text from a user, and that carry
 * no handlers of their own (a handler on the container, such as lazy-titles.ts, still works).
 */
export function cellsMarkup(letters: string, classOf: (letter: string) => string): { __html: string } {
  let html = "";
  for (const letter of letters) html += `<i class="${classOf(letter)}"></i>`;
  return { __html: html };
}
