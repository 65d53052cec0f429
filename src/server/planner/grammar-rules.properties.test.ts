import fc from "fast-check";
import { tokenize } from "./core/tokenize";
import { extractTasks } from "./extract";
import type { PlanOptions } from "./types";

const OPTIONS: PlanOptions = { date: "2026-11-23", dayStart: "08:00", dayEnd: "22:00" };

const EN_ITEMS: [string, string][] = [
  ["write", "reports"],
  ["answer", "emails"],
  ["grade", "essays"],
  ["review", "pull requests"],
  ["call", "suppliers"],
];
const ES_ITEMS: [string, string][] = [
  ["escribir", "informes"],
  ["contestar", "correos"],
  ["corregir", "exámenes"],
  ["hacer", "presupuestos"],
];
const EN_EACH = ["each", "per item", "apiece"];
const ES_EACH = ["cada uno", "por correo", "cada una"];

describe("grammar properties", () => {
  it("counts multiply: n items at d minutes each is one task of n x d minutes", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 2, max: 9 }),
        fc.constantFrom(5, 10, 15, 20, 25, 30, 40, 45),
        fc.nat(10),
        fc.nat(10),
        (spanish, n, d, pick, each) => {
          const [verb, noun] = (spanish ? ES_ITEMS : EN_ITEMS)[pick % (spanish ? ES_ITEMS : EN_ITEMS).length];
          const word = (spanish ? ES_EACH : EN_EACH)[each % 3];
          const text = `${verb} ${n} ${noun}, ${d} min ${word}`;
          const tasks = extractTasks(text, OPTIONS);
          expect(tasks.map((t) => t.durationMinutes)).toEqual([n * d]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("nothing without a task word becomes a block: moods, headers and emoji plan nothing", () => {
    const words = [
      "ugh",
      "so",
      "tired",
      "busy",
      "day",
      "exhausted",
      "late",
      "start",
      "today",
      "feeling",
      "unwell",
      "remote",
    ];
    const es = ["uf", "estoy", "agotada", "hoy", "día", "cansado", "teletrabajo", "muy", "largo"];
    const ar = ["تعبان", "اليوم", "يوم", "هادئ", "مرهق"];
    const tails = ["", "!!", " 😅", " 😩", "...", "!"];
    fc.assert(
      fc.property(
        fc.constantFrom(words, es, ar),
        fc.array(fc.nat(20), { minLength: 1, maxLength: 4 }),
        fc.constantFrom(...tails),
        (lexicon, picks, tail) => {
          // The first word of each list is a mood ("ugh", "uf", "تعبان"); the rest may be small words.
          const text = [lexicon[0], ...picks.map((p) => lexicon[p % lexicon.length])].join(" ") + tail;
          expect(extractTasks(text, OPTIONS)).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("a heading or a mood before a task leaves exactly that task", () => {
    const heads = ["Monday plan:", "ok so today:", "Busy day 😅", "ugh so tired.", "Plan del martes:", "Hoy:"];
    const tasks = ["call the plumber", "write the report", "llamar al médico", "gym"];
    fc.assert(
      fc.property(fc.constantFrom(...heads), fc.constantFrom(...tasks), (head, task) => {
        expect(extractTasks(`${head} ${task}`, OPTIONS)).toHaveLength(1);
      }),
    );
  });

  it("the tokenizer covers the text in order, with offsets inside it", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        let last = 0;
        for (const t of tokenize(text)) {
          expect(t.start).toBeGreaterThanOrEqual(last);
          expect(t.end).toBeGreaterThan(t.start);
          expect(text.slice(t.start, t.end)).toBe(t.text);
          last = t.end;
        }
      }),
    );
  });
});
