/**
 * "after I drop the car at the garage at 9, walk to the office", "después de dejar a los niños en el
 * cole a las 9, ir al súper" (issue 29, kind 8): a sentence that opens with a timed clause of its own
 * says two items, the clause and what comes after it. It becomes "drop the car at the garage at 9,
 * then walk to the office", which the item reader already orders. "after work at 5, gym" is the end
 * of work, not an item: it becomes "after 17:00:", a label the items after it share.
 */

import { readClock, resolveHour, type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";

/** Longest clause read before its comma. */
const MOST = 16;
const ENDS_OF_DAY = new Set(
  "work school office shift job class classes trabajo cole colegio oficina turno clase clases".split(" "),
);
const SKIP = new Set(["i", "i've", "ive", "we", "the", "my", "el", "la", "mi"]);
/** "after work drinks at 7", "after school club at 3:30": an event named by the end of the day, not that end. */
const OCCASION = new Set("drinks drink beers pints party club social meetup do dinner practice session".split(" "));

function timed(tokens: readonly Tagged[], k: number): boolean {
  const t = tokens[k];
  return t.kind === "clock" || ((t.tags.has("cue") || t.lower === "las") && tokens[k + 1]?.kind === "number");
}

/** The first clock time in [from, to) as HH:MM, a bare hour read as the end of a working day (p.m.). */
function clockIn(tokens: readonly Tagged[], from: number, to: number): string | null {
  for (let k = from; k < to; k++) {
    const c = timed(tokens, k) ? readClock(tokens, tokens[k].kind === "clock" ? k : k + 1) : null;
    if (!c) continue;
    let h = resolveHour(c.h, c.mer);
    if (!c.mer && h < 12) h += 12;
    return `${h}:${String(c.m).padStart(2, "0")}`;
  }
  return null;
}

export const AFTER_CLAUSE: Rule = {
  name: "order/after-clause",
  starts: { opens: true },
  match: (tokens, i) => {
    const t = tokens[i];
    if (!opensItem(tokens, i)) return null;
    let k = i + 1;
    const spanish = t.lower === "después" || t.lower === "despues" || t.lower === "tras";
    if (spanish && (tokens[k]?.lower === "de" || tokens[k]?.lower === "del")) k++;
    else if (!spanish && t.lower !== "after") return null;
    const from = k;
    let j = from;
    while (j < tokens.length && SKIP.has(tokens[j].lower)) j++;
    if (!tokens[j]) return null;
    // "after 3:30pm walk 30 min, ...", "después de las 5 ir al súper, ...": a time, not a clause.
    if (timed(tokens, j) || tokens[j].kind === "number") return null;
    const endOfDay = ENDS_OF_DAY.has(tokens[j].lower);
    if (endOfDay && OCCASION.has(tokens[j + 1]?.lower ?? "")) return null;
    let hasTime = false;
    /** Where the first time is: right after "work" it is the end of work ("after work at 5"). */
    let firstTime = -1;
    for (; k < tokens.length && k < from + MOST; k++) {
      const x = tokens[k];
      if (x.text === "," || x.text === "،") break;
      if (x.kind === "break" || (x.kind === "punct" && ".;!?".includes(x.text))) return null;
      if (timed(tokens, k) && !hasTime) firstTime = k;
      if (timed(tokens, k)) hasTime = true;
    }
    // The clause ends at its comma: a long run with none is no clause ("después del turno llevar el
    // coche al taller y recoger a la niña a las 5. cena ...": the items themselves).
    const comma = tokens[k]?.text === "," || tokens[k]?.text === "،";
    if (!hasTime || !comma || tokens[k + 1]?.kind !== "word") return null;
    // "después del turno recoger a la niña a las 5, ...": the time is the item's, not the end of work.
    if (endOfDay && firstTime > j + 2) return null;
    if (endOfDay) {
      // "after work at 5, gym": everything after it starts then, as "after 17:00: gym" does.
      const at = clockIn(tokens, from, k);
      return at === null ? null : { end: k + 1, text: `${spanish ? "después de las" : "after"} ${at}:` };
    }
    const clause = tokens
      .slice(from, k)
      .map((x) => x.text)
      .join(" ");
    return { end: k + 1, text: `${clause}, ${spanish ? "luego" : "then"}` };
  },
};

/**
 * "after work drinks at 6:30 with the team", "after school club 3:30": the occasion is named by the
 * end of the day, so it is one noun ("After-work drinks"), never "after work" as an anchor.
 */
export const AFTER_WORK_OCCASION: Rule = {
  name: "order/after-work-occasion",
  starts: { words: ["after"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "after" || !opensItem(tokens, i)) return null;
    const end = tokens[i + 1];
    if (!end || !ENDS_OF_DAY.has(end.lower) || !OCCASION.has(tokens[i + 2]?.lower ?? "")) return null;
    return { end: i + 2, text: `${tokens[i].text}-${end.text}` };
  },
};
