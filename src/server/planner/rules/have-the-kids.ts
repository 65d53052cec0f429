/**
 * Whose company the day is in, said as an item of its own (issue 29, seen kinds): "I've got the 3
 * kids today", "I have 3 kids", "got all 4 kids today so ...", "tengo 3 niños", "tengo a los peques en
 * casa", "عندي ٣ أولاد" plan nothing; they only count the children ("15 min per child" reads them,
 * rules/per-thing-context.ts). Read where an item opens: "have"/"got"/"tengo"/"عندي", at most two small
 * words and a count, a word for children, then at most two words of when or where ("today", "at
 * home", "en casa"), and the item's end (or "so", "así que" opening the next). "have the kids 3-6"
 * keeps its time and stays an item. Bounded: a few tokens.
 */

import { type Rule } from "../core/rules";
import { closesItem, opensItem } from "../core/tags";

const HAVE = new Set(["have", "got", "i've", "ive", "i’ve", "tengo", "عندي", "معي"]);
/** "I have", "I've got", "I got": the subject and "got" after "have". */
const SUBJECT = new Set(["i"]);
const SMALL = new Set(["the", "my", "all", "both", "a", "los", "las", "mis", "todos", "todas"]);
const CHILDREN = new Set(
  (
    "kids children boys girls twins grandkids grandchildren niños niñas hijos hijas nietos peques críos " +
    "mellizos gemelos أولاد اولاد الأولاد الاولاد أطفال اطفال الأطفال عيال العيال"
  ).split(" "),
);
const WHEN_WHERE = new Set(
  "today home at off school all day with me this week hoy en casa conmigo todo el día في البيت اليوم معي".split(" "),
);
/** Words that open the next clause on the same line: "so", "así que". */
const NEXT = new Set(["so", "and", "así", "asi", "y", "و"]);
const MOST_WHEN = 3;

export const HAVE_THE_KIDS: Rule = {
  name: "aside/have-the-kids",
  starts: { words: [...HAVE, ...SUBJECT] },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    let k = i;
    if (SUBJECT.has(tokens[k].lower)) k++;
    if (!HAVE.has(tokens[k]?.lower ?? "")) return null;
    k++;
    if (tokens[k]?.lower === "got") k++;
    for (let n = 0; n < 2 && SMALL.has(tokens[k]?.lower ?? ""); n++) k++;
    if (tokens[k]?.kind === "number" || (tokens[k]?.count !== undefined && tokens[k]?.kind === "word")) k++;
    if (!CHILDREN.has(tokens[k]?.lower ?? "")) return null;
    k++;
    for (let n = 0; n < MOST_WHEN && WHEN_WHERE.has(tokens[k]?.lower ?? ""); n++) k++;
    const end = tokens[k];
    if (closesItem(end) || end.text === "," || end.text === "،") return { end: k, text: "" };
    return NEXT.has(end.lower) ? { end: k + 1, text: "" } : null;
  },
};
