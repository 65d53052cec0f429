/**
 * The planner names the breaks it inserts in the language of the description ("Break",
 * "Descanso", "استراحة"; see insertBreaks in src/server/planner/breaks.ts) and the name is saved
 * as it was written. The display recognises such a block by its kind and one of those names and
 * shows the kind's name in the viewer's language instead, so switching the language translates
 * it; every other title (the ones people wrote) stays as written. The same holds for the lunch and
 * dinner a long day keeps (src/server/planner/meals.ts), and for a meal written as just "lunch".
 */
export const GENERATED_BREAK_TITLES: readonly string[] = ["Break", "Descanso", "استراحة"];

/** The names the planner gives the meals it keeps on a long day, by meal. */
const GENERATED_MEAL_TITLES: Readonly<Record<string, "lunch" | "dinner">> = {
  Lunch: "lunch",
  Comida: "lunch",
  غداء: "lunch",
  Dinner: "dinner",
  Cena: "dinner",
  عشاء: "dinner",
};

/** The title to show for a block: a generated break's or meal's in the viewer's language, any other as written. */
export function displayTitle(
  block: { title: string; kind: string },
  kindName: (kind: "break" | "lunch" | "dinner") => string,
): string {
  if (block.kind === "break" && GENERATED_BREAK_TITLES.includes(block.title)) return kindName("break");
  const meal = block.kind === "meal" ? GENERATED_MEAL_TITLES[block.title] : undefined;
  return meal ? kindName(meal) : block.title;
}
