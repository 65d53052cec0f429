/**
 * The planner names the breaks it inserts in the language of the description ("Break",
 * "Descanso", "استراحة"; see insertBreaks in src/server/planner/schedule.ts) and the name is saved
 * as it was written. The display recognises such a block by its kind and one of those names and
 * shows the kind's name in the viewer's language instead, so switching the language translates
 * it; every other title (the ones people wrote) stays as written.
 */
export const GENERATED_BREAK_TITLES: readonly string[] = ["Break", "Descanso", "استراحة"];

/** The title to show for a block: a generated break's in the viewer's language, any other as written. */
export function displayTitle(block: { title: string; kind: string }, kindName: (kind: "break") => string): string {
  return block.kind === "break" && GENERATED_BREAK_TITLES.includes(block.title) ? kindName("break") : block.title;
}
