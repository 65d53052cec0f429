/**
 * Issue 29's properties read from the text itself (the other property files build tasks by hand or
 * fix the sentences): dependencies written in a description survive every Re-plan Day, counts
 * written as words multiply, and lines with no task word plan nothing. Fixed seeds, modest runs:
 * the same cases every time, fast.
 */
import fc from "fast-check";
import { extractTasks } from "./extract";
import { planDay } from "./plan";
import { replanDay } from "./replan";
import { fromMinutes, toMinutes } from "./time";
import type { PlannedBlock, PlanOptions } from "./types";

const DAY: PlanOptions = { date: "2026-11-23", dayStart: "07:00", dayEnd: "23:00" };
const SEED = 29;

interface Lang {
  cook: string;
  meal: (hour: number) => string;
  gym: string;
  shower: string;
  fillers: string[];
}
const EN: Lang = {
  cook: "cook dinner",
  meal: (h) => `dinner at ${h}`,
  gym: "gym",
  shower: "shower after the gym",
  fillers: ["write the report 2h", "answer emails", "groceries", "call the bank", "review slides 45 min"],
};
const ES: Lang = {
  cook: "cocinar la cena",
  meal: (h) => `cena a las ${h}`,
  gym: "gimnasio",
  shower: "ducharme después del gimnasio",
  fillers: ["escribir el informe 2h", "responder correos", "hacer la compra", "llamar al banco", "repasar 45 min"],
};

const startOf = (b: PlannedBlock): number => toMinutes(b.start);
const endOf = (b: PlannedBlock): number => toMinutes(b.end);

/** "a before b" pairs broken among the blocks still to come (parts of a must all end before b starts). */
function brokenOrder(blocks: PlannedBlock[], pairs: [string, string][]): string[] {
  const out: string[] = [];
  for (const [a, b] of pairs) {
    const as = blocks.filter((x) => x.taskId === a && !x.done);
    const bs = blocks.filter((x) => x.taskId === b && !x.done);
    if (as.length === 0 || bs.length === 0) continue;
    const lastA = Math.max(...as.map(endOf));
    const firstB = Math.min(...bs.map(startOf));
    if (lastA > firstB) out.push(`${a} ends ${fromMinutes(lastA)} after ${b} starts ${fromMinutes(firstB)}`);
  }
  return out;
}

describe("properties of texts (issue 29)", () => {
  it("re-plan never breaks a dependency read from the text (cooking before its meal, shower after the gym)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(EN, ES),
        fc.integer({ min: 6, max: 9 }),
        fc.shuffledSubarray([0, 1, 2, 3, 4], { minLength: 0, maxLength: 3 }),
        fc.integer({ min: 8 * 12, max: 21 * 12 }).map((n) => n * 5 + 2),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        (lang, hour, fill, nowMin, doneFlags) => {
          const items = [lang.cook, ...fill.map((i) => lang.fillers[i]), lang.meal(hour), lang.gym, lang.shower];
          const plan = planDay(items.join(", "), DAY);
          const id = (re: RegExp, kind: string): string | undefined =>
            plan.blocks.find((b) => b.kind === kind && re.test(b.title))?.taskId;
          const cook = id(/^(cook|cocinar)/i, "task");
          const dinner = id(/^(dinner|cena)$/i, "meal");
          const gym = plan.blocks.find((b) => /^(gym|gimnasio)$/i.test(b.title))?.taskId;
          const shower = plan.blocks.find((b) => /^(shower|ducharme)$/i.test(b.title))?.taskId;
          expect([cook, dinner, gym, shower].every(Boolean)).toBe(true);
          const pairs: [string, string][] = [
            [cook!, dinner!],
            [gym!, shower!],
          ];
          expect(brokenOrder(plan.blocks, pairs)).toEqual([]);
          // Only blocks already behind us are checked off, as a person would.
          const saved = plan.blocks.map((b, i) => (doneFlags[i % 12] && endOf(b) <= nowMin ? { ...b, done: true } : b));
          const r = replanDay(saved, { ...DAY, now: fromMinutes(nowMin) }, { unscheduled: plan.unscheduled });
          expect(brokenOrder(r.blocks, pairs)).toEqual([]);
        },
      ),
      { numRuns: 60, seed: SEED },
    );
  });

  it("counts written as words multiply: N items, M minutes each is N x M minutes (on the 5-minute grid)", () => {
    const en = ["two", "three", "four", "five", "six"];
    const es = ["dos", "tres", "cuatro", "cinco", "seis"];
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 5, max: 60 }),
        fc.boolean(),
        (spanish, n, m, withVerb) => {
          const count = (spanish ? es : en)[n - 2];
          const text = spanish
            ? `${withVerb ? "escribir " : ""}${count} informes, ${m} min cada uno`
            : `${withVerb ? "write " : ""}${count} reports, ${m} min each`;
          const minutes = extractTasks(text, DAY).map((t) => t.durationMinutes);
          expect(minutes).toEqual([Math.round((n * m) / 5) * 5]);
        },
      ),
      { numRuns: 120, seed: SEED },
    );
  });

  it("nothing without a task word becomes a block: header, mood and filler lines plan nothing", () => {
    const lines = [
      "Monday plan:",
      "today's list:",
      "ugh so tired",
      "late start today!!",
      "Busy day 😅",
      "Remote day",
      "ok so",
      "Plan del martes:",
      "uf, qué cansancio",
      "ay qué día",
      "يا الله تعبت",
      "hoy teletrabajo",
      "día largo 😩",
      "تعبان اليوم",
      "يوم هادئ",
      "...",
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...lines), { minLength: 1, maxLength: 4 }),
        fc.constantFrom("\n", ". ", "\n- "),
        (picked, sep) => {
          const plan = planDay(picked.join(sep), DAY);
          expect(plan.blocks.filter((b) => b.kind !== "meal" && b.kind !== "break")).toEqual([]);
          expect(plan.unscheduled).toEqual([]);
        },
      ),
      { numRuns: 80, seed: SEED },
    );
  });
});
