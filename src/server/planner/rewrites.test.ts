import { join } from "node:path";
import { loadCorpus, scoreCase } from "./testing/corpus-check";
import { REWRITES } from "./testing/rewrites";

/**
 * The metamorphic rewrites the planner now reads the same as the day as written (bench/planner-perturb.ts
 * measures all of them over the whole corpus): a header line over the day, a mood line after it, Windows line
 * ends, "•" for "-", Eastern or Western digits in Arabic, "9.30" for "9:30". Every seventh ready corpus day, so
 * the file stays quick; the corpus test already holds each of them as written.
 */
const HELD = ["header", "mood", "crlf", "dots", "arDigits", "clockDot"] as const;
const SAMPLE = 7;

const days = loadCorpus(join(__dirname, "corpus"))
  .filter((c) => !c.pending)
  .filter((_, i) => i % SAMPLE === 0);

describe("a day rewritten as another person would write it plans the same", () => {
  it.each(HELD.map((name) => [name] as const))("%s", (name) => {
    const broken: string[] = [];
    let tried = 0;
    for (const c of days) {
      const text = REWRITES[name](c.text, c.lang, c);
      if (text === undefined || text === c.text) continue;
      tried++;
      const s = scoreCase({ ...c, text });
      if (s.passed !== s.checks) broken.push(`${c.id}: ${JSON.stringify(text)}\n${s.failures.join("\n")}`);
    }
    expect(tried).toBeGreaterThan(20);
    expect(broken).toEqual([]);
  });
});
