import { join } from "node:path";
import { detectLanguage } from "./grammar";
import { caseProblems, loadCorpus } from "./testing/corpus-check";

const CORPUS = loadCorpus(join(__dirname, "corpus"));

describe("corpus", () => {
  it("has at least 55 English, 30 Spanish and 30 Arabic descriptions with unique ids", () => {
    const count = (lang: string): number => CORPUS.filter((c) => c.lang === lang).length;
    expect(count("en")).toBeGreaterThanOrEqual(55);
    expect(count("es")).toBeGreaterThanOrEqual(30);
    expect(count("ar")).toBeGreaterThanOrEqual(30);
    const ids = CORPUS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  const ready = CORPUS.filter((c) => !c.pending);
  it.each(ready.map((c) => [c.id, c] as const))("%s", (_id, c) => {
    expect(detectLanguage(c.text)).toBe(c.lang);
    expect(caseProblems(c)).toEqual([]);
  });

  const pending = CORPUS.filter((c) => c.pending);
  if (pending.length)
    it.failing.each(pending.map((c) => [c.id, c] as const))("pending: %s", (_id, c) => {
      expect(caseProblems(c)).toEqual([]);
    });
});
