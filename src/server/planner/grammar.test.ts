import { detectLanguage, parseClock, parseDuration, splitSegments, takeTimes, type ClockContext } from "./grammar";

const ctx: ClockContext = { dayStart: 8 * 60, evening: false, morning: false };
const hhmm = (m: number | undefined): string | undefined =>
  m === undefined ? undefined : `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

describe("durations", () => {
  it.each([
    ["2h", 120],
    ["90 min", 90],
    ["1.5 hours", 90],
    ["an hour and a half", 90],
    ["half an hour", 30],
    ["a half-hour", 30],
    ["1h 15m", 75],
    ["1h15", 75],
    ["1 hour 30 minutes", 90],
    ["45m", 45],
    ["a quick 15-min call", 15],
    ["for an hour", 60],
    ["two hours", 120],
    ["forty-five minutes", 45],
    ["a couple of hours", 120],
    ["two and a half hours", 150],
    ["2-hour meeting", 120],
    ["1-2 hours", 120],
    ["a quarter of an hour", 15],
  ])("en %s -> %i", (text, minutes) => {
    expect(parseDuration(text, "en")).toBe(minutes);
  });

  it.each([
    ["durante una hora", 60],
    ["media hora", 30],
    ["hora y media", 90],
    ["una hora y media", 90],
    ["2 horas", 120],
    ["30 minutos", 30],
    ["dos horas y media", 150],
    ["un cuarto de hora", 15],
    ["tres cuartos de hora", 45],
    ["1,5 horas", 90],
    ["un par de horas", 120],
  ])("es %s -> %i", (text, minutes) => {
    expect(parseDuration(text, "es")).toBe(minutes);
  });

  it("does not read clock times as durations", () => {
    expect(parseDuration("at 9:30", "en")).toBeUndefined();
    expect(parseDuration("gym at 6", "en")).toBeUndefined();
    expect(parseDuration("a las 14h", "es")).toBeUndefined();
    expect(parseDuration("quarter past eight", "en")).toBeUndefined();
    expect(parseDuration("half past six", "en")).toBeUndefined();
  });
});

describe("clock times", () => {
  it.each([
    ["9am", "09:00"],
    ["9 a.m.", "09:00"],
    ["9:30", "09:30"],
    ["9.30", "09:30"],
    ["14:00", "14:00"],
    ["09:00", "09:00"],
    ["noon", "12:00"],
    ["midday", "12:00"],
    ["midnight", "24:00"],
    ["3", "15:00"],
    ["6", "18:00"],
    ["1", "13:00"],
    ["12", "12:00"],
    ["12am", "00:00"],
    ["12pm", "12:00"],
    ["quarter past eight", "08:15"],
    ["half past six", "18:30"],
    ["quarter to five", "16:45"],
    ["10 past 3", "15:10"],
    ["11:45pm", "23:45"],
    ["ten o'clock", "10:00"],
    ["3 y media de la tarde", "15:30"],
    ["5 menos cuarto", "16:45"],
    ["10 y cuarto", "10:15"],
    ["una", "13:00"],
    ["9 de la noche", "21:00"],
    ["8 de la mañana", "08:00"],
    ["17h", "17:00"],
    ["mediodía", "12:00"],
  ])("%s -> %s", (text, expected) => {
    expect(hhmm(parseClock(text, ctx))).toBe(expected);
  });

  it("reads 7-11 as the evening when the context says so or the morning hour is before the day", () => {
    expect(hhmm(parseClock("7", { ...ctx, evening: true }))).toBe("19:00");
    expect(hhmm(parseClock("7", ctx))).toBe("19:00"); // 7:00 is before an 08:00 day start
    expect(hhmm(parseClock("7", { ...ctx, dayStart: 6 * 60 }))).toBe("07:00");
    expect(hhmm(parseClock("10", ctx))).toBe("10:00");
    expect(hhmm(parseClock("5", { ...ctx, morning: true }))).toBe("05:00");
  });
});

describe("time phrases in a segment", () => {
  const t = (text: string, lang: "en" | "es" = "en") => {
    const r = takeTimes(text, lang, ctx);
    return {
      start: hhmm(r.fixedStart),
      end: hhmm(r.fixedEnd),
      deadline: hhmm(r.deadline),
      earliest: hhmm(r.earliest),
      rest: r.rest.trim(),
    };
  };
  it.each([
    ["standup at 9:30", { start: "09:30", rest: "standup" }],
    ["9:30 standup", { start: "09:30", rest: "standup" }],
    ["meeting 9-11", { start: "09:00", end: "11:00" }],
    ["call 10-11:30am", { start: "10:00", end: "11:30" }],
    ["workshop from 2 to 4", { start: "14:00", end: "16:00" }],
    ["work 9am to 5pm", { start: "09:00", end: "17:00" }],
    ["work 9 to 5", { start: "09:00", end: "17:00" }],
    ["lunch 11-1", { start: "11:00", end: "13:00" }],
    ["volunteer 2-4pm", { start: "14:00", end: "16:00" }],
    ["class until 11", { end: "11:00" }],
    ["report by 3pm", { deadline: "15:00" }],
    ["call the bank before noon", { deadline: "12:00" }],
    ["gym after 5", { earliest: "17:00" }],
    ["yoga from 6pm", { start: "18:00" }],
    ["lunch at noon", { start: "12:00" }],
    ["meet Sam @ 4", { start: "16:00" }],
  ])("en: %s", (text, expected) => {
    expect(t(text)).toMatchObject(expected);
  });

  it.each([
    ["reunión a las 10:00", { start: "10:00", rest: "reunión" }],
    ["dentista a las 3 de la tarde", { start: "15:00", rest: "dentista" }],
    ["clase de 9 a 11", { start: "09:00", end: "11:00" }],
    ["taller desde las 4 hasta las 6", { start: "16:00", end: "18:00" }],
    ["antes de las 3", { deadline: "15:00" }],
    ["después de las 5", { earliest: "17:00" }],
    ["a partir de las 6 de la tarde", { earliest: "18:00" }],
    ["hasta las 11", { end: "11:00" }],
    ["a la una", { start: "13:00" }],
    ["almuerzo al mediodía", { start: "12:00" }],
    ["médico a las 5 menos cuarto", { start: "16:45" }],
  ])("es: %s", (text, expected) => {
    expect(t(text, "es")).toMatchObject(expected);
  });
});

describe("splitting", () => {
  const texts = (text: string, lang: "en" | "es" = "en") => splitSegments(text, lang).map((s) => s.text);

  it("splits on commas, and, then, semicolons, new lines and bullets", () => {
    expect(
      texts(
        "standup at 9:30, 3 hours on the report and gym after work; then reading\n- call mom\n* emails\n• slack\n1. lunch\n2) dinner",
      ),
    ).toEqual([
      "standup at 9:30",
      "3 hours on the report",
      "gym after work",
      "reading",
      "call mom",
      "emails",
      "slack",
      "lunch",
      "dinner",
    ]);
  });

  it("keeps durations and names with 'and' whole", () => {
    expect(texts("an hour and a half of reading, call mom and dad, Q&A prep, research and development sync")).toEqual([
      "an hour and a half of reading",
      "call mom and dad",
      "Q&A prep",
      "research and development sync",
    ]);
    expect(texts("a 30 min call between 2 and 4")).toEqual(["a 30 min call between 2 and 4"]);
    expect(texts("call Tom and Jerry, Gym and Groceries")).toEqual(["call Tom and Jerry", "Gym", "Groceries"]);
    expect(texts("comer con Ana y Luis y gimnasio", "es")).toEqual(["comer con Ana y Luis", "gimnasio"]);
    expect(texts("hora y media de estudio y comida con Ana entre las 2 y las 3", "es")).toEqual([
      "hora y media de estudio",
      "comida con Ana entre las 2 y las 3",
    ]);
    expect(texts("reunión a las 10 y media, luego gimnasio", "es")).toEqual(["reunión a las 10 y media", "gimnasio"]);
  });

  it("marks items after then / luego / after that as sequential", () => {
    const segs = splitSegments("emails, then report. After that gym", "en");
    expect(segs.map((s) => s.sequential)).toEqual([false, true, true]);
    const es = splitSegments("correos y luego informe, después gimnasio", "es");
    expect(es.map((s) => s.sequential)).toEqual([false, true, true]);
  });

  it("does not split decimals or times", () => {
    expect(texts("1,5 horas de lectura", "es")).toEqual(["1,5 horas de lectura"]);
    expect(texts("call at 9.30. then lunch")).toEqual(["call at 9.30", "lunch"]);
  });
});

describe("language detection", () => {
  it("tells English from Spanish", () => {
    expect(detectLanguage("standup at 9:30, 3 hours on the report")).toBe("en");
    expect(detectLanguage("reunión a las 10, luego 2 horas de estudio")).toBe("es");
    expect(detectLanguage("yoga", "es")).toBe("es");
  });

  it("reads more clock forms: 'ten to five', '19h-20h30', 'a las 9h15'", () => {
    expect(parseClock("ten to five", { dayStart: 8 * 60, evening: false, morning: false })).toBe(16 * 60 + 50);
    const a = takeTimes(" clase 19h-20h30 ", "es", { dayStart: 8 * 60, evening: false, morning: false });
    expect([a.fixedStart, a.fixedEnd]).toEqual([19 * 60, 20 * 60 + 30]);
    const b = takeTimes(" llamada a las 9h15 ", "es", { dayStart: 8 * 60, evening: false, morning: false });
    expect(b.fixedStart).toBe(9 * 60 + 15);
    expect(parseDuration("19h-20h", "es")).toBeUndefined();
    expect(parseDuration("2 x 25 min")).toBe(50);
    expect(parseDuration("3 pomodoros")).toBe(75);
  });
});
