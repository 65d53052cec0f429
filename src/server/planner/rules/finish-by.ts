/**
 * Shorthand deadlines are deadlines (issue 29, kind 6): "write Q3 review - aim to finish by lunch",
 * "the essay, try to get it done by 11", "slides, hoping to wrap it up by 2" say when the item before
 * must be finished: "by 12:00", never a task titled "Aim to finish" or "Get it done". Only after a
 * comma or a dash that closes the item; the aim's words, the finishing verb, then the deadline.
 * Bounded: a few words of each.
 */

import { phraseAt, type Rule } from "../core/rules";
import { byClock } from "./done-by";

const AIM = new Set("aim aiming try trying hope hoping want wanna plan planning ideally".split(" "));
const TO = new Set(["to", "and"]);
/** The finishing, word by word ("get it done", "have it finished", "wrap it up", "finish it"). */
const FINISH: readonly (readonly string[])[] = [
  ["finish", "it"],
  ["finish"],
  ["get", "it", "done"],
  ["get", "it", "finished"],
  ["have", "it", "done"],
  ["have", "it", "finished"],
  ["wrap", "it", "up"],
  ["wrap", "up"],
  ["be", "done"],
  ["be", "finished"],
];
const SEPARATORS = new Set([",", "-", "–", "—"]);

export const FINISH_BY: Rule = {
  name: "deadline/finish-by",
  starts: { words: [...AIM] },
  match: (tokens, i) => {
    if (!AIM.has(tokens[i].lower) || !SEPARATORS.has(tokens[i - 1]?.text ?? "") || i < 2) return null;
    // ("ideally finish by 3" needs no "to".)
    let k = i + 1;
    if (TO.has(tokens[k]?.lower ?? "")) k++;
    else if (tokens[i].lower !== "ideally") return null;
    const finish = phraseAt(tokens, k, FINISH);
    return finish ? byClock(tokens, k + finish.length) : null;
  },
};
