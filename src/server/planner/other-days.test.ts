import { applyGrammar } from "./core/grammar-pass";
import type { NoteSpan } from "./core/rules";
import { otherDate } from "./other-days";
import { planDay } from "./plan";
import type { PlanOptions } from "./types";

// A Wednesday.
const DAY: PlanOptions = { date: "2025-03-12", dayStart: "07:00", dayEnd: "23:00" };
const plan = (text: string) => planDay(text, DAY);
const titles = (text: string) => plan(text).blocks.map((b) => b.title.toLocaleLowerCase());

describe("items for other days are listed with the plan (issue 29, kind 7)", () => {
  it("the flight tomorrow at 6:45 is tomorrow's, early; the packing is planned today", () => {
    const result = plan("flight tomorrow at 6:45 so pack tonight");
    expect(result.otherDays).toEqual([{ title: "Flight", day: "2025-03-13", start: "06:45" }]);
    expect(titles("flight tomorrow at 6:45 so pack tonight")).toEqual(["pack"]);
    expect(result.blocks.some((b) => b.start === "06:45" || b.start === "18:45")).toBe(false);
  });

  it("a flight said to be in the evening stays in the evening", () => {
    const result = plan("vuelo mañana a las 6:30 de la tarde, así que hoy hacer la maleta");
    expect(result.otherDays).toEqual([{ title: "Vuelo", day: "2025-03-13", start: "18:30" }]);
    expect(titles("vuelo mañana a las 6:30 de la tarde, así que hoy hacer la maleta")).toEqual(["hacer la maleta"]);
  });

  it("mañana examen a las 9, así que hoy repasar 3h", () => {
    const result = plan("mañana examen a las 9, así que hoy repasar 3h");
    expect(result.otherDays).toEqual([{ title: "Examen", day: "2025-03-13", start: "09:00" }]);
    expect(result.blocks.filter((b) => b.title === "Repasar").length).toBeGreaterThan(0);
    expect(result.blocks.some((b) => /examen/iu.test(b.title))).toBe(false);
  });

  it("بكرة عندي سفر الساعة ٦ الصبح، فاليوم أجهز الشنطة ساعة", () => {
    const result = plan("بكرة عندي سفر الساعة ٦ الصبح، فاليوم أجهز الشنطة ساعة");
    expect(result.otherDays).toEqual([{ title: "سفر", day: "2025-03-13", start: "06:00" }]);
    expect(result.blocks.map((b) => b.title)).toEqual(["أجهز الشنطة"]);
  });

  it("an event with its hours keeps its length", () => {
    expect(plan("the exam tomorrow 9-11, so revise 3h today").otherDays).toEqual([
      { title: "Exam", day: "2025-03-13", start: "09:00", durationMinutes: 120 },
    ]);
    expect(titles("the exam tomorrow 9-11, so revise 3h today")).not.toContain("exam");
  });

  it("an item after today's that opens with tomorrow, and a tomorrow: list", () => {
    expect(plan("email Bob, call mum. tomorrow dentist at 3").otherDays).toEqual([
      { title: "Dentist", day: "2025-03-13", start: "15:00" },
    ]);
    expect(plan("gym 1h, tmrw: dentist 3pm, call bank").otherDays).toEqual([
      { title: "Dentist", day: "2025-03-13", start: "15:00" },
      { title: "Call bank", day: "2025-03-13" },
    ]);
  });

  it.each([
    ["on Friday I have the interview at 10, today prep questions 1h", "Interview", "2025-03-14"],
    ["el viernes tengo la entrevista, hoy preparar preguntas 1h", "entrevista", "2025-03-14"],
    ["يوم الخميس عندي مقابلة، اليوم أجهز السيرة ساعتين", "مقابلة", "2025-03-13"],
    ["pasado mañana examen, hoy estudiar 2h", "Examen", "2025-03-14"],
  ])("%s: a named day is dated from the planned one", (text, title, day) => {
    const [item] = plan(text).otherDays ?? [];
    expect(item?.title).toContain(title);
    expect(item?.day).toBe(day);
    expect(plan(text).blocks.some((b) => b.title.includes(title))).toBe(false);
  });

  it("today's plans have no other days", () => {
    expect(plan("gym 1h, report 2h, call mum").otherDays).toBeUndefined();
    // "slides for tomorrow" is today's work.
    const result = plan("slides for tomorrow 2h, lunch at 1");
    expect(result.otherDays).toBeUndefined();
    expect(result.blocks.some((b) => /slides/iu.test(b.title))).toBe(true);
  });
});

describe("the grammar's side channel", () => {
  it("collects the words of the removed item without its day", () => {
    const notes: NoteSpan[] = [];
    applyGrammar("flight tomorrow at 6:45 so pack tonight", notes);
    expect(notes).toEqual([{ day: { plus: 1 }, text: "flight at 6:45" }]);
  });

  it("collects nothing without a list to collect into, and the text is the same", () => {
    const text = "flight tomorrow at 6:45 so pack tonight";
    expect(applyGrammar(text)).toBe(applyGrammar(text, []));
  });

  it("next week is another day but no one day: not listed", () => {
    const notes: NoteSpan[] = [];
    applyGrammar("la semana que viene la auditoría, hoy preparar los papeles 2h", notes);
    expect(notes).toEqual([]);
  });
});

describe("otherDate", () => {
  it.each([
    [{ plus: 1 }, "2025-03-13"],
    [{ plus: 2 }, "2025-03-14"],
    [{ weekday: 5 }, "2025-03-14"],
    [{ weekday: 3 }, "2025-03-19"], // the planned day's own weekday: next week's
    [{ weekday: 1 }, "2025-03-17"],
  ])("%j from Wednesday 2025-03-12 is %s", (day, date) => {
    expect(otherDate("2025-03-12", day)).toBe(date);
  });

  it("across a month and a year", () => {
    expect(otherDate("2024-12-31", { plus: 1 })).toBe("2025-01-01");
    expect(otherDate("2024-02-28", { plus: 1 })).toBe("2024-02-29");
  });
});
