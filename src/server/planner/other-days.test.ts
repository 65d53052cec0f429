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

  it("an event of tomorrow in brackets inside today's item is tomorrow's; its hour is not the item's", () => {
    const result = plan("tonight: pack for Lisbon (flight tmrw 6am)");
    expect(result.otherDays).toEqual([{ title: "Flight", day: "2025-03-13", start: "06:00" }]);
    expect(result.blocks.map((b) => [b.title, b.start])).toEqual([["Pack for Lisbon", "17:00"]]);
    expect(plan("revise 2h (exam tomorrow at 9), gym").otherDays).toEqual([
      { title: "Exam", day: "2025-03-13", start: "09:00" },
    ]);
    expect(titles("revise 2h (exam tomorrow at 9), gym")).toEqual(["revise", "gym"]);
  });

  it("an item that ends with tomorrow and its hour is tomorrow's, at that hour, in all three languages", () => {
    expect(plan("write report 2h\ndentist tmrw at 4").otherDays).toEqual([
      { title: "Dentist", day: "2025-03-13", start: "16:00" },
    ]);
    expect(plan("write report 2h\nsupervision w/ Kerry tmrw 11").otherDays).toEqual([
      { title: "Supervision w/ Kerry", day: "2025-03-13", start: "11:00" },
    ]);
    expect(plan("informe 2h\nllamar a la abuela mañana a las 11").otherDays).toEqual([
      { title: "Llamar a la abuela", day: "2025-03-13", start: "11:00" },
    ]);
    expect(plan("تقرير ساعتين\nدكتور بكرة الساعة ١١").otherDays).toEqual([
      { title: "دكتور", day: "2025-03-13", start: "11:00" },
    ]);
    // "por la mañana", "de mañana": the morning, and today's work for tomorrow's meeting.
    expect(plan("informe 2h\ngym por la mañana").otherDays).toBeUndefined();
    expect(plan("informe 2h\npreparar la reunión de mañana").otherDays).toBeUndefined();
  });

  it("a weekday with a verb after it is that day's; with a noun it names what today's work is for", () => {
    // 2025-03-14 is the Friday after the planned Wednesday.
    expect(plan("report 2h, Friday pick up the suit, gym").otherDays).toEqual([
      { title: "Pick up the suit", day: "2025-03-14" },
    ]);
    expect(plan("Friday pay the nanny, emails 30 min").otherDays).toEqual([
      { title: "Pay the nanny", day: "2025-03-14" },
    ]);
    expect(plan("Friday meeting prep 1h, gym").otherDays).toBeUndefined();
    expect(titles("Friday meeting prep 1h, gym")).toContain("friday meeting prep");
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

// A Monday, for the other-day families of issue 29, kind 7 (a second round).
const MONDAY: PlanOptions = { date: "2026-11-23", dayStart: "07:00", dayEnd: "23:00" };
const onMonday = (text: string) => planDay(text, MONDAY);
const blockTitles = (text: string, options = MONDAY) => planDay(text, options).blocks.map((b) => b.title);

describe("an item that opens with another day", () => {
  it.each([
    ["comprar pan, llamar al banco\nel jueves: inspección de sanidad (ojo!!)", "Inspección de sanidad", "2026-11-26"],
    ["Thursday: dentist at 3\ntoday: report 2h, gym", "Dentist", "2026-11-26"],
    ["غسيل السيارة، أزور خالتي\nيوم الخميس: موعد الأسنان الساعة ٣", "موعد الأسنان", "2026-11-26"],
    ["friday - drinks w/ Sam\n- laundry\n- emails 1h", "Drinks w/ Sam", "2026-11-27"],
    ["gimnasio 1h, planchar\nel miércoles médico, no olvidar", "Médico", "2026-11-25"],
    ["email Bob 30 min, call mum\non Friday dinner with Kate at 8", "Dinner with Kate", "2026-11-27"],
    ["emails 1h, Friday 3pm dentist", "Dentist", "2026-11-27"],
  ])("%s: that day's, not today's", (text, title, day) => {
    expect(onMonday(text).otherDays?.map((d) => [d.title, d.day])).toContainEqual([title, day]);
    expect(blockTitles(text)).not.toContain(title);
  });

  it("the planned day's own weekday, a range of days and a text all about that day are today's", () => {
    expect(blockTitles("Monday: dentist at 3, gym, report 2h")).toContain("Dentist");
    expect(blockTitles("Thursday: dentist at 3, gym, report 2h")).toContain("Dentist");
    expect(onMonday("lunes a viernes curro de 9 a 5, gym").otherDays).toBeUndefined();
    // A weekday with no "on" / "el" before it and no hour after it names what the work is for.
    expect(onMonday("report 2h\nFriday meeting prep 1h").otherDays).toBeUndefined();
  });
});

describe("tomorrow's item opening the text, then today's", () => {
  it.each([
    ["exam tmrw 😭 revise 3h, flashcards 1h", "Exam", ["Revise", "Flashcards"]],
    ["moving house tmrw!! today: pack kitchen 2h, call movers", "Moving house", ["Pack kitchen", "Call movers"]],
    ["mañana por la mañana dentista. hoy: planchar 1h, compra", "Dentista", ["Planchar", "Compra"]],
    ["examen mañana 😭 repasar 3h, hacer fichas 1h", "Examen", ["Repasar", "Hacer fichas"]],
    ["بكرا عندي امتحان باطنية 😰\nاليوم:\n- مراجعة ٣ ساعات\n- جيم الساعة ٦", "امتحان باطنية", ["مراجعة", "جيم"]],
    ["el viernes boda de mi prima!! hoy: peluquería a las 5, planchar el vestido", "Boda de mi prima", ["Peluquería"]],
  ])("%s", (text, other, today) => {
    const result = onMonday(text);
    expect(result.otherDays?.map((d) => d.title)).toEqual([other]);
    expect(result.blocks.map((b) => b.title)).not.toContain(other);
    for (const title of today) expect(result.blocks.map((b) => b.title)).toContain(title);
  });

  it("a text that opens with tomorrow and has no today part plans that day", () => {
    expect(onMonday("Tomorrow I'd like to go running, then work 3h").otherDays).toBeUndefined();
    expect(blockTitles("mañana: gimnasio 1h, compra")).toContain("Gimnasio");
  });
});

describe("a bullet that names another day", () => {
  const list = "- vet for Fluffy tmrw 4pm\n- pack 2 hrs thurs night\n- emails 1h";

  it("is that day's, with its hour and length", () => {
    expect(onMonday(list).otherDays).toEqual([
      { title: "Vet for Fluffy", day: "2026-11-24", start: "16:00" },
      { title: "Pack", day: "2026-11-26", durationMinutes: 120 },
    ]);
    expect(blockTitles(list)).toEqual(["Emails"]);
    expect(onMonday("- veterinario mañana a las 5\n- planchar 1h").otherDays?.[0]?.title).toBe("Veterinario");
    expect(onMonday("- مراجعة ساعتين\n- بكرة موعد الدكتور الساعة ٤").otherDays?.[0]?.title).toBe("موعد الدكتور");
  });

  it("on the planned day's own weekday it is today's", () => {
    const thursday = { ...MONDAY, date: "2026-11-26" };
    const result = planDay(list, thursday);
    expect(result.otherDays?.map((d) => d.title)).toEqual(["Vet for Fluffy"]);
    expect(result.blocks.some((b) => b.title.startsWith("Pack"))).toBe(true);
  });

  it("a day that is a deadline, a subject or a morning is today's work", () => {
    for (const text of [
      "- slides for tomorrow 2h\n- call Bob about friday\n- confirm friday dinner",
      "- preparar la ropa de mañana\n- gimnasio a las 7:30 de la mañana",
      "- prep tmrw slides 1h\n- laundry",
    ])
      expect(onMonday(text).otherDays).toBeUndefined();
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
