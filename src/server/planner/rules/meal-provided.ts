/**
 * A meal that comes with an event is no meal of its own (issue 29, kind 3): "client workshop 10-4 w/
 * lunch provided", "training day, lunch included", "conference 9-5 incl. lunch" are the workshop
 * (an event, not a meal called "Client workshop w/ lunch provided"); the note becomes an aside in
 * brackets, which the title leaves out.
 */

import { type Rule } from "../core/rules";

const WITH = new Set(["with", "w/", "incl", "including", "inc"]);
/** The words that say it is included by themselves: "incl. lunch". */
const INCLUDING = new Set(["incl", "including", "inc"]);
const MEALS = new Set(["lunch", "breakfast", "dinner", "food", "snacks", "refreshments", "drinks", "catering"]);
const GIVEN = new Set(["provided", "included", "incl", "inc", "supplied", "laid"]);
const COMMA = new Set([",", "-", "–"]);

export const MEAL_PROVIDED: Rule = {
  name: "aside/meal-provided",
  starts: { words: [...COMMA, ...WITH, ...MEALS] },
  match: (tokens, i) => {
    let k = i;
    const lead = COMMA.has(tokens[k]?.text ?? "");
    if (lead) k++;
    const joined = WITH.has(tokens[k]?.lower ?? "");
    const including = INCLUDING.has(tokens[k]?.lower ?? "");
    if (joined) k++;
    if (joined && tokens[k]?.text === ".") k++;
    if (!MEALS.has(tokens[k]?.lower ?? "")) return null;
    const meal = tokens[k].text;
    k++;
    // "incl. lunch" says it with the word before; "lunch provided" with the word after.
    const given = GIVEN.has(tokens[k]?.lower ?? "");
    if (given) k++;
    if (tokens[k - 1]?.lower === "laid" && tokens[k]?.lower === "on") k++;
    const before = tokens[i - 1];
    if (!given && !including) return null;
    if (!lead && !joined && before?.kind !== "number" && before?.kind !== "clock" && before?.text !== ")") return null;
    return { end: k, text: ` (${meal.toLowerCase()} provided)` };
  },
};
