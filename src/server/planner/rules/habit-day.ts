/**
 * Other days stay on other days (issue 29, kind 7), and a habit's day is no other day: "market's 5-1
 * on a sat", "shift 7-3 on weekdays", "9-5 on mondays" say when those hours usually are (the day
 * planned is one of them); the remark after the hours is no part of an item's title ("Work on a sat")
 * and moves nothing to another day. Only right after a time.
 */

import { type Rule } from "../core/rules";

const DAYS = new Set(
  (
    "mon monday tue tues tuesday wed weds wednesday thu thur thurs thursday fri friday sat saturday sun sunday " +
    "weekday weekend"
  ).split(" "),
);

/** "mondays", "sats", "weekdays": a day said in the plural. */
const plural = (w: string): boolean => w.endsWith("s") && DAYS.has(w.slice(0, -1));

export const HABIT_DAY: Rule = {
  name: "other-day/habit-day",
  starts: { words: ["on"] },
  match: (tokens, i) => {
    const prev = tokens[i - 1];
    if (tokens[i].lower !== "on" || !(prev?.kind === "number" || prev?.kind === "clock" || prev?.tags.has("pm")))
      return null;
    const a = tokens[i + 1]?.lower === "a";
    const day = tokens[a ? i + 2 : i + 1];
    if (day?.kind !== "word" || !(a ? DAYS.has(day.lower) : plural(day.lower))) return null;
    return { end: a ? i + 3 : i + 2, text: "" };
  },
};
