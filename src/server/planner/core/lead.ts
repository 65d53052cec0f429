/**
 * Leading filler of a title ("I need to", "sometime", "tengo que") as word phrases instead of one
 * long pattern: the phrases of a language are tried in their order and the first that matches the
 * title's first words is taken off (with the space after it). Phrase syntax, word by word:
 * "a|b" alternatives, a trailing "?" makes the word optional, "*" is any word of letters, and
 * "on!stage|call" is "on" not followed by those words, "@modal" is any word the lexicon tags so
 * (core/tags.ts: a lead is read from the lexicon's tags, not listed again here). Bounded: at most a
 * few words per phrase.
 */

import { tagsOf, type Tag } from "./tags";

type Step = {
  words: ReadonlySet<string>;
  any: boolean;
  optional: boolean;
  notBefore?: ReadonlySet<string>;
  tags: readonly Tag[];
};

function compile(phrase: string): Step[] {
  return phrase.split(" ").map((w) => {
    const optional = w.endsWith("?") && w.length > 1;
    const body = optional ? w.slice(0, -1) : w;
    const [word, not] = body.split("!");
    const alternatives = word.split("|");
    const tags = alternatives.filter((a) => a.startsWith("@")).map((a) => a.slice(1) as Tag);
    return {
      words: new Set(alternatives.filter((a) => !a.startsWith("@"))),
      any: word === "*",
      optional,
      notBefore: not ? new Set(not.split("|")) : undefined,
      tags,
    };
  });
}

const LETTERS = /^\p{L}+$/u;
const LEADING_LETTERS = /^\p{L}*/u;

/** Whether the step takes the word w ("&" standing as a word is "and": "try & fix the shed door"). */
function takes(step: Step, word: string): boolean {
  const w = word === "&" ? "and" : word;
  if (step.any) return LETTERS.test(w);
  if (step.words.has(w)) return true;
  const has = step.tags.length > 0 ? tagsOf(w) : undefined;
  return has !== undefined && step.tags.some((t) => has.has(t));
}

/** How many words of `words` from k the steps from s match, or -1. */
function matchFrom(steps: readonly Step[], s: number, words: readonly string[], k: number): number {
  if (s === steps.length) return k;
  const step = steps[s];
  const w = words[k];
  if (w !== undefined && takes(step, w)) {
    const next = words[k + 1];
    const blocked = step.notBefore && next !== undefined && step.notBefore.has(LEADING_LETTERS.exec(next)?.[0] ?? "");
    if (!blocked) {
      const end = matchFrom(steps, s + 1, words, k + 1);
      if (end >= 0) return end;
    }
  }
  return step.optional ? matchFrom(steps, s + 1, words, k) : -1;
}

export interface LeadPhrases {
  steps: Step[][];
}

export function leadPhrases(phrases: readonly string[]): LeadPhrases {
  return { steps: phrases.map(compile) };
}

/** The phrases that can take the word w first (their order kept): the others cannot match a title that opens with w. */
const BY_FIRST = new WeakMap<LeadPhrases, Map<string, Step[][]>>();

function startingWith(lead: LeadPhrases, w: string): Step[][] {
  let byFirst = BY_FIRST.get(lead);
  if (!byFirst) BY_FIRST.set(lead, (byFirst = new Map()));
  let list = byFirst.get(w);
  if (!list) {
    if (byFirst.size >= 5000) byFirst.clear();
    list = lead.steps.filter((steps) => {
      // The first word is taken by the first step, or by a later one when all before it are optional.
      for (const step of steps) {
        if (takes(step, w)) return true;
        if (!step.optional) return false;
      }
      return false;
    });
    byFirst.set(w, list);
  }
  return list;
}

/** The title without its first leading-filler phrase (the title is single-spaced and trimmed). */
export function stripLead(title: string, lead: LeadPhrases): string {
  // The first words and where each ends (a scan, no pattern: whitespace separates words).
  const words: string[] = [];
  const ends: number[] = [];
  let i = 0;
  while (words.length < 8 && i < title.length) {
    while (i < title.length && /\s/u.test(title[i])) i++;
    const start = i;
    while (i < title.length && !/\s/u.test(title[i])) i++;
    if (i > start) {
      words.push(title.slice(start, i).toLowerCase());
      ends.push(i);
    }
  }
  for (const steps of words.length > 0 ? startingWith(lead, words[0]) : []) {
    const n = matchFrom(steps, 0, words, 0);
    if (n > 0) return title.slice(ends[n - 1]).trimStart();
  }
  return title;
}
