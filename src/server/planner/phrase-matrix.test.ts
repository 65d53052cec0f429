/**
 * Phrase matrices (issue 29): one short day per written form of a clock time, a range, a length, a
 * deadline, an earliest start, a count, a part of the day and an anchor, in English, Spanish and
 * Arabic, each checked on the plan. They found forms the corpus had not met ("9am - 11am" as two
 * items, "not before 10" as a deadline, "@ 930", "x 20 min", "call mum late afternoon").
 */
import { extractDay } from "./extract";
import { planDay } from "./plan";
import type { PlanOptions } from "./types";

const OPTIONS = (locale = "en"): PlanOptions =>
  ({ date: "2026-11-23", dayStart: "06:00", dayEnd: "23:30", locale }) as unknown as PlanOptions;
const minutes = (t: string): number => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

interface Block {
  title: string;
  start: string;
  end: string;
}
function blocksOf(text: string, title: string, locale?: string): Block[] {
  const plan = planDay(text, OPTIONS(locale));
  const blocks = (plan.blocks as Block[]).filter((b) => b.title === title);
  if (!blocks.length) throw new Error(`no "${title}" in ${plan.blocks.map((b) => b.title).join(" | ")}`);
  return blocks;
}

type ClockRow = [text: string, title: string, want: string, locale?: string];

describe("clock times and ranges", () => {
  it.each<ClockRow>([
    ["dentist at 3:45pm", "Dentist", "15:45"],
    ["dentist @ 3.45pm", "Dentist", "15:45"],
    ["dentist at quarter to 4", "Dentist", "15:45"],
    ["dentist at half 3", "Dentist", "15:30"],
    ["dentist 1545", "Dentist", "15:45"],
    ["dentist 15h45", "Dentist", "15:45"],
    ["dentist at 3ish", "Dentist", "15:00"],
    ["dentist at noon", "Dentist", "12:00"],
    ["dentist 9 a.m.", "Dentist", "09:00"],
    ["dentist at 10 past 2", "Dentist", "14:10"],
    ["mtg w/ Jen @ 930", "Mtg w/ Jen", "09:30"],
    ["meeting 2-3pm", "Meeting", "14:00-15:00"],
    ["meeting from 2 to 3:30", "Meeting", "14:00-15:30"],
    ["meeting between 2 and 3", "Meeting", "14:00-15:00"],
    ["meeting 9am - 11am", "Meeting", "09:00-11:00"],
    ["meeting 10:30am - 12:00pm", "Meeting", "10:30-12:00"],
    ["cena a las 9", "Cena", "21:00", "es"],
    ["médico a las 11 menos cuarto", "Médico", "10:45", "es"],
    ["médico a eso de las 4", "Médico", "16:00", "es"],
    ["reunión entre las 9 y las 11", "Reunión", "09:00-11:00", "es"],
    ["reunión 17-18h", "Reunión", "17:00-18:00", "es"],
    ["اجتماع الساعة ٣ العصر", "اجتماع", "15:00", "ar"],
    ["اجتماع الساعة ١١ إلا ربع", "اجتماع", "10:45", "ar"],
    ["اجتماع من ٩ لـ ١١", "اجتماع", "09:00-11:00", "ar"],
    // (A rest parameter: rows without a locale would otherwise hand jest's `done` to the last one.)
  ])("%s", (...[text, title, want, locale]: ClockRow) => {
    const [b] = blocksOf(text, title, locale);
    expect(want.includes("-") ? `${b.start}-${b.end}` : b.start).toBe(want);
  });
});

type Want = { minutes?: number; deadline?: string; notBefore?: string };
type WantRow = [text: string, title: string, want: Want, locale?: string];

describe("lengths, deadlines, earliest starts and counts", () => {
  it.each<WantRow>([
    ["write report 1h 30m", "Write report", { minutes: 90 }],
    ["write report an hour and a half", "Write report", { minutes: 90 }],
    ["spend 2 hours on the report", "Report", { minutes: 120 }],
    ["escribir el informe un par de horas", "Escribir el informe", { minutes: 120 }, "es"],
    ["أكتب التقرير ربع ساعة", "أكتب التقرير", { minutes: 15 }, "ar"],
    ["send invoice no later than 3pm", "Send invoice", { deadline: "15:00" }],
    ["send invoice (due 3pm)", "Send invoice", { deadline: "15:00" }],
    ["enviar la factura como muy tarde a las 3", "Enviar la factura", { deadline: "15:00" }, "es"],
    ["أرسل الفاتورة قبل الظهر", "أرسل الفاتورة", { deadline: "12:00" }, "ar"],
    ["go for a run not before 10", "Go for a run", { notBefore: "10:00" }],
    ["salir a correr no antes de las 10", "Salir a correr", { notBefore: "10:00" }, "es"],
    ["أمشي بعد المغرب", "أمشي", { notBefore: "17:00" }, "ar"],
    ["review 4 PRs x 20 min", "Review 4 PRs", { minutes: 80 }],
    ["call 3 clients (15 min each)", "Call 3 clients", { minutes: 45 }],
    ["3 llamadas de 15 minutos", "3 llamadas", { minutes: 45 }, "es"],
    ["call mum late afternoon", "Call mum", { notBefore: "15:00", deadline: "18:00" }],
    ["call mum mid-morning", "Call mum", { notBefore: "09:30", deadline: "12:00" }],
    ["llamar a mamá por la noche", "Llamar a mamá", { notBefore: "20:00" }, "es"],
    ["أكلم أمي العصر", "أكلم أمي", { notBefore: "15:00", deadline: "18:00" }, "ar"],
  ])("%s", (...[text, title, want, locale]: WantRow) => {
    const blocks = blocksOf(text, title, locale);
    const total = blocks.reduce((sum, b) => sum + minutes(b.end) - minutes(b.start), 0);
    const { deadline, notBefore } = want;
    if (want.minutes !== undefined) expect(total).toBe(want.minutes);
    if (deadline) expect(blocks.every((b) => b.end <= deadline)).toBe(true);
    if (notBefore) expect(blocks.every((b) => b.start >= notBefore)).toBe(true);
  });
});

describe("asides plan nothing, before a list, before the items and after them", () => {
  const items = { en: ["gym 1h", "call Sam"], es: ["gimnasio 1h", "llamar a Ana"], ar: ["نادي ساعة", "أكلم سارة"] };
  it.each([
    ["en", "brain fog today 🫠"],
    ["en", "payday!!! 💰"],
    ["en", "raining again"],
    ["en", "Busy day 😅"],
    ["es", "llueve otra vez"],
    ["es", "qué sueño tengo"],
    ["ar", "جو حلو اليوم"],
    ["ar", "الحمد لله يوم جديد"],
  ] as const)("[%s] %s", (lang, aside) => {
    const [a, b] = items[lang];
    for (const text of [`${aside}\n- ${a}\n- ${b}`, `${aside}. ${a}, ${b}`])
      expect(extractDay(text, OPTIONS(lang)).tasks).toHaveLength(2);
  });
});
