import fc from "fast-check";
import { extractTasks } from "./extract";
import { fromMinutes } from "./time";
import type { PlanOptions } from "./types";

const OPTIONS: PlanOptions = { date: "2026-11-23", dayStart: "08:00", dayEnd: "22:00" };
const NAMES = ["Dana", "Omar", "Kim", "Priya", "Leo", "Sara", "Tom", "Ana"];
const EN_VERBS = ["meet", "call", "interview"];

describe("grammar properties (issue 29, third edition)", () => {
  it("a verb with a list of people and a length each is one timed item per person, back to back", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 9, max: 15 }),
        fc.constantFrom(15, 20, 30, 45),
        fc.nat(2),
        (n, hour, d, v) => {
          const names = NAMES.slice(0, n);
          const list = `${names.slice(0, -1).join(", ")} and ${names[n - 1]}`;
          const text = `${EN_VERBS[v]} ${list} from ${fromMinutes(hour * 60)}, ${d} min each`;
          const tasks = extractTasks(text, OPTIONS);
          expect(tasks.map((t) => t.fixedStart)).toEqual(names.map((_, k) => fromMinutes(hour * 60 + k * d)));
          expect(tasks.every((t) => t.durationMinutes === d)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("a length and a half is that many hours plus thirty minutes, with no stray item", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.boolean(), (h, spanish) => {
        const text = spanish ? `estudiar ${h}h y media` : `study ${h} hours and a half`;
        const tasks = extractTasks(text, OPTIONS);
        expect(tasks.map((t) => t.durationMinutes)).toEqual([h * 60 + 30]);
      }),
      { numRuns: 20 },
    );
  });

  it("an emoji between two items ends the first: both items stay, neither title holds the other", () => {
    fc.assert(
      fc.property(fc.constantFrom("🙃", "😅", "💧", "📚", "✅"), fc.integer({ min: 9, max: 11 }), (emoji, hour) => {
        const tasks = extractTasks(`meeting at ${hour} ${emoji} write the report 2h`, OPTIONS);
        expect(tasks.map((t) => t.title)).toEqual(["Meeting", "Write the report"]);
      }),
      { numRuns: 20 },
    );
  });

  it("a named deadline is a deadline, never a start", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.constantFrom("deadline", "due"), (h, word) => {
        const [task] = extractTasks(`finish the slides 1h (${word} ${h}pm)`, OPTIONS);
        expect(task.fixedStart).toBeUndefined();
        expect(task.deadline).toBe(fromMinutes((h + 12) * 60));
      }),
      { numRuns: 20 },
    );
  });
});
