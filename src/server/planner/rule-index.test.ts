/**
 * The rule index (core/rules.ts, Rule.starts): runRules tries a rule only at the tokens its
 * declaration names, instead of every rule at every token. This must change nothing.
 *
 * THE RULE FOR RULE AUTHORS: a rule may declare `starts` (the lowercase words, token kinds, tags,
 * or "any count" that the token at i can be when `match(tokens, i)` returns a match, and `opens`
 * when it only matches where an item opens, opensItem(tokens, i, true)); it must then
 * cover EVERY token the rule can match at, in every language, including the words the rule reads
 * through a helper (readLength can start at LENGTH_STARTS). When in doubt, leave `starts` out: an
 * undeclared rule is tried at every token, which is always correct, only slower.
 *
 * Checked here over every corpus day (all languages) and every text of the phrase matrices:
 * - the pass with the index gives exactly the output of the pass without it (text and notes), and
 *   the day read from the text (readDay) is the same;
 * - no declared rule matches, when tried everywhere, at a token its declaration leaves out (so a
 *   wrong declaration fails here even when another rule happens to win at that token today).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { applyGrammar } from "./core/grammar-pass";
import { RULE_INDEX, canStart, runRules, type Rule } from "./core/rules";
import { tag } from "./core/tags";
import { weekdayOf } from "./other-days";
import { readDay } from "./plan";
import { loadCorpus } from "./testing/corpus-check";
import type { PlanOptions } from "./types";
import type { NoteSpan } from "./core/rules";

const CORPUS = loadCorpus(join(__dirname, "corpus"));

/** The texts of the phrase matrices: each row's first string. */
function matrixTexts(): { text: string; locale?: string }[] {
  const src = readFileSync(join(__dirname, "phrase-matrix.test.ts"), "utf8");
  const out: { text: string; locale?: string }[] = [];
  for (const m of src.matchAll(/^\s*\[\s*("(?:[^"\\]|\\.)*")(.*)$/gm)) {
    const locale = /"(es|ar|en)"\],?\s*$/.exec(m[2])?.[1];
    out.push({ text: JSON.parse(m[1]) as string, locale });
  }
  return out;
}

const BASE: PlanOptions = { date: "2026-11-23", dayStart: "08:00", dayEnd: "22:00" };
const DAYS: { id: string; text: string; options: PlanOptions }[] = [
  ...CORPUS.map((c) => ({ id: c.id, text: c.text, options: { ...BASE, ...c.options } as PlanOptions })),
  ...matrixTexts().map((m, n) => ({
    id: `matrix ${n}: ${m.text}`,
    text: m.text,
    options: { ...BASE, dayStart: "06:00", dayEnd: "23:30", locale: m.locale } as unknown as PlanOptions,
  })),
];

function pass(text: string, options: PlanOptions): { text: string; notes: NoteSpan[]; day: string } {
  const notes: NoteSpan[] = [];
  const out = applyGrammar(text, notes, { weekday: weekdayOf(options.date) });
  const { tasks } = readDay(text, options);
  return { text: out, notes, day: JSON.stringify(tasks) };
}

function withoutIndex<T>(f: () => T, misses?: string[]): T {
  RULE_INDEX.indexed = false;
  RULE_INDEX.misses = misses;
  try {
    return f();
  } finally {
    RULE_INDEX.indexed = true;
    RULE_INDEX.misses = undefined;
  }
}

describe("the rule index changes nothing", () => {
  it("covers the corpus of every language and the phrase matrices", () => {
    expect(new Set(CORPUS.map((c) => c.lang))).toEqual(new Set(["en", "es", "ar"]));
    expect(DAYS.length).toBeGreaterThan(CORPUS.length + 50);
  });

  it("gives the same pass output and the same day, with and without the index, for every text", () => {
    const differ: string[] = [];
    for (const d of DAYS) {
      const every = withoutIndex(() => pass(d.text, d.options));
      const indexed = pass(d.text, d.options);
      if (JSON.stringify(every) !== JSON.stringify(indexed)) differ.push(d.id);
    }
    expect(differ).toEqual([]);
  });

  it("no declared rule matches at a token its declaration (Rule.starts) leaves out", () => {
    const misses: string[] = [];
    withoutIndex(() => {
      for (const d of DAYS) pass(d.text, d.options);
    }, misses);
    expect([...new Set(misses)]).toEqual([]);
  });

  it("catches a wrong declaration: a rule that starts at 'half' but declares 'quarter'", () => {
    const wrong: Rule = {
      name: "test/wrong-start",
      starts: { words: ["quarter"] },
      match: (tokens, i) => (tokens[i].lower === "half" ? { end: i + 1, text: "HALF" } : null),
    };
    const misses: string[] = [];
    const every = withoutIndex(() => runRules("read for half an hour", [wrong]), misses);
    expect(every).toBe("read for HALF an hour");
    expect(runRules("read for half an hour", [wrong])).toBe("read for half an hour");
    expect(misses).toEqual(['test/wrong-start matched at "half" (word) in: read for half an hour']);
    expect(canStart(wrong.starts, tag("half"), 0)).toBe(false);
  });
});
