import { cleanArabicTitle, isMostlyArabic, normalizeArabic } from "./arabic";
import { extractTasks } from "./extract";
import { detectLanguage } from "./grammar";
import type { PlanOptions } from "./types";

const OPTIONS: PlanOptions = { date: "2026-11-23", dayStart: "08:00", dayEnd: "22:00" };
const one = (text: string, options: Partial<PlanOptions> = {}) => {
  const tasks = extractTasks(text, { ...OPTIONS, ...options });
  expect(tasks).toHaveLength(1);
  return tasks[0];
};

describe("Arabic in the rules engine", () => {
  it("detects Arabic by its script, English and Spanish by their words", () => {
    expect(detectLanguage("اجتماع الساعة ٩ صباحاً ثم ساعتان على التقرير")).toBe("ar");
    expect(detectLanguage("meeting at 9 مع أحمد, then the report")).toBe("en");
    expect(isMostlyArabic("غداء مع Ana")).toBe(true);
    expect(isMostlyArabic("lunch with Ana")).toBe(false);
  });

  it.each([
    ["اجتماع الساعة ٩", "09:00"],
    ["اجتماع الساعة ۹:۳۰ صباحاً", "09:30"],
    ["اجتماع الساعة الثالثة", "15:00"],
    ["اجتماع الساعة الثالثه عصراً", "15:00"],
    ["اجتماع الساعة الحادية عشرة صباحاً", "11:00"],
    ["اجتماع الساعة 3 مساءً", "15:00"],
    ["اجتماع 10 ونص الصبح", "10:30"],
    ["اجتماع الساعة ٤ وربع", "16:15"],
    ["اجتماع الساعة ٤ إلا ربع", "15:45"],
    ["اجتماع الساعة 1 الظهر", "13:00"],
    ["اجتماع عند الظهر", "12:00"],
    ["اجتماع الساعة ٩ بالليل", "21:00"],
  ])("reads the clock time of %s", (text, start) => {
    const task = one(text);
    expect(task.title).toBe("اجتماع");
    expect(task.fixedStart).toBe(start);
  });

  it.each([
    ["دراسة ساعة", 60],
    ["دراسة ساعتين", 120],
    ["دراسة ساعتان ونصف", 150],
    ["دراسة ٣ ساعات", 180],
    ["دراسة ثلاث ساعات", 180],
    ["دراسة نصف ساعة", 30],
    ["دراسة ساعة ونصف", 90],
    ["دراسة ساعة إلا ربع", 45],
    ["دراسة ٣٠ دقيقة", 30],
    ["دراسة عشرين دقيقة", 20],
    ["دراسة ربع ساعة", 15],
    ["دراسة ٤٥ دقيقة", 45],
  ])("reads the duration of %s", (text, minutes) => {
    const task = one(text);
    expect(task.title).toBe("دراسة");
    expect(task.durationMinutes).toBe(minutes);
  });

  it("reads windows, deadlines, after-times and relative times", () => {
    expect(one("مكالمة مع البنك بين ٢ و ٤ لمدة ٢٠ دقيقة")).toMatchObject({
      title: "مكالمة مع البنك",
      earliestStart: "14:00",
      deadline: "16:00",
    });
    expect(one("التقرير قبل الساعة ٣")).toMatchObject({ title: "التقرير", deadline: "15:00" });
    expect(one("التقرير بحلول الساعة ٥ مساءً")).toMatchObject({ deadline: "17:00" });
    expect(one("تسوق بعد الساعة ٤")).toMatchObject({ title: "تسوق", earliestStart: "16:00" });
    expect(one("اتصل بأحمد بعد ساعة", { now: "10:00" })).toMatchObject({
      title: "اتصل بأحمد",
      earliestStart: "11:00",
    });
  });

  it("splits lists on ، and ثم and a standalone or glued و, not inside words", () => {
    const titles = extractTasks("اجتماع، ثم تقرير و قراءة ومكالمة مع وليد والتسوق", OPTIONS).map((t) => t.title);
    expect(titles).toEqual(["اجتماع", "تقرير", "قراءة", "مكالمة مع وليد", "التسوق"]);
  });

  it("reads priorities and parts of the day", () => {
    const [a, b, c] = extractTasks("التقرير مهم جداً، قراءة إذا بقي وقت، رياضة في المساء", OPTIONS);
    expect(a).toMatchObject({ title: "التقرير", priority: 5 });
    expect(b).toMatchObject({ title: "قراءة", priority: 1 });
    expect(c).toMatchObject({ title: "رياضة", partOfDay: "evening", kind: "habit" });
  });

  it("keeps clean titles", () => {
    expect(cleanArabicTitle("على التقرير")).toBe("التقرير");
    expect(cleanArabicTitle("لازم أكتب التقرير في")).toBe("أكتب التقرير");
    expect(cleanArabicTitle("وعندي مكالمة")).toBe("مكالمة");
    expect(normalizeArabic("meeting at 9")).toBe("meeting at 9");
  });
});
