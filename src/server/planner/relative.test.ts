import { extractTasks } from "./extract";
import { normalizeRelativeTimes } from "./relative";

const today = { date: "2026-11-24", dayStart: "07:00", dayEnd: "22:00", now: "14:10" };

describe("times counted from now", () => {
  test("English: 'in' is not before then, 'within' is done by then, rounded up to the 5-minute grid", () => {
    expect(normalizeRelativeTimes("call the bank in an hour", "14:10")).toBe("call the bank  after 15:10 ");
    expect(normalizeRelativeTimes("call in 30 minutes", "14:12")).toBe("call  after 14:45 ");
    expect(normalizeRelativeTimes("reply within half an hour", "14:10")).toBe("reply  by 14:40 ");
    expect(normalizeRelativeTimes("walk in 1.5 hours", "14:10")).toBe("walk  after 15:40 ");
    expect(normalizeRelativeTimes("nap in 20min", "14:10")).toBe("nap  after 14:30 ");
    expect(normalizeRelativeTimes("leave in an hour and a half", "09:00")).toBe("leave  after 10:30 ");
  });

  test("Spanish: 'en' / 'dentro de' are not before then, 'en menos de' is done by then", () => {
    expect(normalizeRelativeTimes("llamar al banco en media hora", "14:10")).toBe(
      "llamar al banco  a partir de las 14:40 ",
    );
    expect(normalizeRelativeTimes("salir dentro de 2 horas", "14:10")).toBe("salir  a partir de las 16:10 ");
    expect(normalizeRelativeTimes("responder en menos de una hora", "14:10")).toBe("responder  antes de las 15:10 ");
  });

  test("without a known now (another day) the phrase is dropped; past midnight it is dropped too", () => {
    expect(normalizeRelativeTimes("call the bank in an hour", undefined)).toBe("call the bank  ");
    expect(normalizeRelativeTimes("call the bank in 2 hours", "23:00")).toBe("call the bank  ");
  });

  test("other uses of 'in' and 'en' are left alone", () => {
    for (const text of [
      "gym in the evening",
      "report in 2 parts",
      "reunión en la oficina",
      "en 3 pasos",
      "join 2 hours",
    ]) {
      expect(normalizeRelativeTimes(text, "14:10")).toBe(text);
    }
  });

  test("the extractor places the item from then on, with a clean title", () => {
    const [call] = extractTasks("call the bank in an hour", today);
    expect(call).toMatchObject({ title: "Call the bank", earliestStart: "15:10" });
    const [reply] = extractTasks("reply to Ana within 30 minutes", today);
    expect(reply).toMatchObject({ title: "Reply to Ana", deadline: "14:40" });
    const [llamar] = extractTasks("llamar al banco en media hora", { ...today, locale: "es" });
    expect(llamar).toMatchObject({ title: "Llamar al banco", earliestStart: "14:40" });
  });
});
