import { extractTasks } from "./extract";
import { planDay } from "./plan";
import { toMinutes } from "./time";
import type { ExtractedTask, PlanOptions } from "./types";

const opts: PlanOptions = { date: "2026-11-23", dayStart: "08:00", dayEnd: "22:00" };
const byTitle = (tasks: ExtractedTask[], title: string): ExtractedTask => {
  const t = tasks.find((x) => x.title === title);
  if (!t) throw new Error(`no task "${title}" in ${tasks.map((x) => x.title).join(" | ")}`);
  return t;
};

describe("extractTasks", () => {
  it("turns the brief example into clean tasks", () => {
    const tasks = extractTasks("standup at 9:30, 3 hours on the report, gym after work", opts);
    expect(tasks.map((t) => t.title)).toEqual(["Standup", "Report", "Gym"]);
    expect(byTitle(tasks, "Standup")).toMatchObject({
      kind: "event",
      fixedStart: "09:30",
      fixedEnd: "09:45",
      durationMinutes: 15,
    });
    expect(byTitle(tasks, "Report")).toMatchObject({ kind: "task", durationMinutes: 180 });
    expect(byTitle(tasks, "Gym")).toMatchObject({ kind: "habit", durationMinutes: 60, earliestStart: "17:00" });
  });

  it("strips filler and keeps the meaningful phrase", () => {
    const tasks = extractTasks(
      "I need to write the report for 2 hours, I have a meeting at 10, then I'll call the bank, tengo que llamar al médico",
      opts,
    );
    expect(tasks.map((t) => t.title)).toEqual(["Write the report", "Meeting", "Call the bank", "Llamar al médico"]);
  });

  it("uses default durations", () => {
    const tasks = extractTasks("standup, call with Ana, meeting, gym, emails, errands, reading, lunch, dinner", opts);
    expect(tasks.map((t) => t.durationMinutes)).toEqual([15, 30, 60, 60, 30, 45, 30, 60, 60]);
    expect(byTitle(tasks, "Lunch").kind).toBe("meal");
  });

  it("understands deadlines, earliest starts and parts of the day", () => {
    const tasks = extractTasks(
      "slides by 3pm, swim after 6pm, read in the morning, calls in the afternoon, journal tonight",
      opts,
    );
    expect(byTitle(tasks, "Slides").deadline).toBe("15:00");
    expect(byTitle(tasks, "Swim").earliestStart).toBe("18:00");
    expect(byTitle(tasks, "Read").partOfDay).toBe("morning");
    expect(byTitle(tasks, "Calls").partOfDay).toBe("afternoon");
    expect(byTitle(tasks, "Journal").partOfDay).toBe("evening");
  });

  it("reads 'before 9' as 9pm when the morning cannot hold the task", () => {
    const morning = extractTasks("send the invoice before 9", opts);
    expect(morning[0].deadline).toBe("09:00");
    const evening = extractTasks("meetings 8-12, finish the essay before 9 (2 hours)", opts);
    expect(byTitle(evening, "Finish the essay").deadline).toBe("21:00");
  });

  it("links order: then, after X, after lunch, before X", () => {
    const tasks = extractTasks(
      "first emails, then the deck, lunch, after lunch review contracts, design review at 2, notes after the design review, prep the agenda before the design review",
      opts,
    );
    const id = (title: string): string => byTitle(tasks, title).id;
    expect(byTitle(tasks, "Deck").after).toEqual([id("Emails")]);
    expect(byTitle(tasks, "Review contracts").after).toEqual([id("Lunch")]);
    expect(byTitle(tasks, "Notes").after).toEqual([id("Design review")]);
    expect(byTitle(tasks, "Prep the agenda").deadline).toBe("14:00");
  });

  it("reads Spanish", () => {
    const tasks = extractTasks(
      "reunión a las 10:00, luego 2 horas de estudio, comida, después de comer siesta, cena a las 9 de la noche",
      opts,
    );
    expect(tasks.map((t) => t.title)).toEqual(["Reunión", "Estudio", "Comida", "Siesta", "Cena"]);
    expect(byTitle(tasks, "Reunión")).toMatchObject({ fixedStart: "10:00", fixedEnd: "11:00" });
    expect(byTitle(tasks, "Estudio")).toMatchObject({ durationMinutes: 120, after: [byTitle(tasks, "Reunión").id] });
    expect(byTitle(tasks, "Siesta").after).toEqual([byTitle(tasks, "Comida").id]);
    expect(byTitle(tasks, "Cena")).toMatchObject({ kind: "meal", fixedStart: "21:00" });
  });

  it("attaches a bare duration or time to the item before it", () => {
    const tasks = extractTasks("Report, 3 hours. Dentist, at 4", opts);
    expect(tasks).toHaveLength(2);
    expect(byTitle(tasks, "Report").durationMinutes).toBe(180);
    expect(byTitle(tasks, "Dentist").fixedStart).toBe("16:00");
  });

  it("treats a shorter task 'between 2 and 4' as a window", () => {
    const [call] = extractTasks("a 30 min call between 2 and 4", opts);
    expect(call).toMatchObject({ earliestStart: "14:00", deadline: "16:00", durationMinutes: 30 });
    expect(call.fixedStart).toBeUndefined();
  });

  it("marks priorities", () => {
    const tasks = extractTasks("urgent: fix the bug, update the wiki if I have time", opts);
    expect(byTitle(tasks, "Fix the bug").priority).toBe(5);
    expect(byTitle(tasks, "Update the wiki").priority).toBe(1);
  });

  it("returns nothing for text without tasks", () => {
    expect(extractTasks("   ", opts)).toEqual([]);
  });

  it("reads basic Arabic: times, durations, lists by '،' and 'و', parts of the day", () => {
    const tasks = extractTasks("اجتماع الساعة ٩، ساعتين دراسة، غداء و رياضة 30 دقيقة، اتصال مع أمي في المساء", opts);
    expect(tasks.map((t) => t.title)).toEqual(["اجتماع", "دراسة", "غداء", "رياضة", "اتصال مع أمي"]);
    expect(byTitle(tasks, "اجتماع")).toMatchObject({ fixedStart: "09:00" });
    expect(byTitle(tasks, "دراسة").durationMinutes).toBe(120);
    expect(byTitle(tasks, "غداء").kind).toBe("meal");
    expect(byTitle(tasks, "رياضة")).toMatchObject({ durationMinutes: 30, kind: "habit" });
    expect(byTitle(tasks, "اتصال مع أمي").partOfDay).toBe("evening");
  });

  it("understands follow-ups that belong to the item before", () => {
    const a = extractTasks("I have to submit the application by 5pm, it will take about 3 hours, haircut at 2", opts);
    expect(a.map((t) => t.title)).toEqual(["Submit the application", "Haircut"]);
    expect(byTitle(a, "Submit the application")).toMatchObject({ durationMinutes: 180, deadline: "17:00" });
    const b = extractTasks("meetings at 1 and 3, no meetings after 5", opts);
    expect(b.map((t) => `${t.title} ${t.fixedStart}`)).toEqual(["Meetings 13:00", "Meetings 15:00"]);
    const c = extractTasks("prepare the report 2h and send it by 11", opts);
    expect(byTitle(c, "Send it").after).toEqual([byTitle(c, "Prepare the report").id]);
  });

  it("ends a timed item of guessed length when the next one starts", () => {
    const tasks = extractTasks("standup at 9, design sync at 9:30, planning at 10, retro at 11 for an hour", opts);
    expect(tasks.map((t) => `${t.title} ${t.fixedStart}-${t.fixedEnd}`)).toEqual([
      "Standup 09:00-09:15",
      "Design sync 09:30-10:00",
      "Planning 10:00-11:00",
      "Retro 11:00-12:00",
    ]);
  });

  it("does not attach 'after work' to a task that only contains the word", () => {
    const tasks = extractTasks("2h of deep work on the migration, gym after work", opts);
    expect(byTitle(tasks, "Gym")).toMatchObject({ earliestStart: "17:00" });
    expect(byTitle(tasks, "Gym").after).toBeUndefined();
  });

  it("adds the event a deadline names in passing, unless it is written on its own", () => {
    const a = extractTasks("rehearse 90 min before the 2pm pitch, lunch", opts);
    expect(byTitle(a, "Rehearse")).toMatchObject({ deadline: "14:00", durationMinutes: 90 });
    expect(byTitle(a, "Pitch")).toMatchObject({ fixedStart: "14:00", kind: "event" });
    const b = extractTasks("preparar la presentación antes de la reunión a las 4, comer", opts);
    expect(byTitle(b, "Preparar la presentación")).toMatchObject({ deadline: "16:00" });
    expect(byTitle(b, "Reunión")).toMatchObject({ fixedStart: "16:00" });
    const c = extractTasks("prepare the budget (2 hours) before the 4pm meeting, 4pm meeting", opts);
    expect(c.filter((t) => t.fixedStart === "16:00")).toHaveLength(1);
  });
});

describe("what is not a task", () => {
  const day = { date: "2026-11-24", dayStart: "08:00", dayEnd: "22:00" };

  it("answers that nothing plannable was found for text with no task in it", () => {
    for (const text of ["asdf qwer zxcv", "zxcv", "qwerty asdf"]) {
      const result = planDay(text, day);
      expect(result.blocks).toEqual([]);
      expect(result.warnings).toEqual([{ code: "no-tasks" }]);
    }
    // Acronyms and real words stay tasks.
    expect(extractTasks("SQL", day).map((t) => t.title)).toEqual(["SQL"]);
    expect(extractTasks("gym", day).map((t) => t.title)).toEqual(["Gym"]);
  });

  it("keeps 'don't schedule anything between 12 and 1' free, with no block of its own", () => {
    const result = planDay("don't schedule anything between 12 and 1, write the report 5h", day);
    expect(result.blocks.some((b) => /schedule|blocked/i.test(b.title))).toBe(false);
    for (const b of result.blocks) expect(b.end <= "12:00" || b.start >= "13:00").toBe(true);
    expect(
      result.blocks
        .filter((b) => b.title === "Write the report")
        .reduce((a, b) => a + toMinutes(b.end) - toMinutes(b.start), 0),
    ).toBe(300);
    // Only time kept free: nothing plannable, said so.
    expect(planDay("keep 12-1 free", day).warnings).toEqual([{ code: "no-tasks" }]);
    // "nothing after 8pm": the evening stays empty.
    const evening = planDay("nothing after 8pm, read 2h in the evening, walk 1h in the evening", day);
    for (const b of evening.blocks) expect(b.end <= "20:00").toBe(true);
  });

  it("leaves filler words out of titles", () => {
    expect(extractTasks("Sometime I need to do laundry", day).map((t) => t.title)).toEqual(["Laundry"]);
    expect(extractTasks("at some point I have to do the dishes", day).map((t) => t.title)).toEqual(["Do the dishes"]);
  });
});

describe("priority and label phrases", () => {
  it("reads 'very important' and 'muy importante' whole, leaving the title clean", () => {
    expect(extractTasks("report 5 hours very important", opts)[0]).toMatchObject({ title: "Report", priority: 5 });
    expect(extractTasks("informe 2 horas muy importante", opts)[0]).toMatchObject({ title: "Informe", priority: 5 });
  });

  it("does not take a clock's colon for a label's", () => {
    const tasks = extractTasks("from 09:00 to 13:00 work on slides, after 4 shopping", opts);
    expect(byTitle(tasks, "Work on slides")).toMatchObject({ fixedStart: "09:00", fixedEnd: "13:00" });
    expect(byTitle(tasks, "Shopping")).toMatchObject({ earliestStart: "16:00" });
    const labelled = extractTasks("before 10:30: reply to Tom and pay the bill", opts);
    expect(labelled.map((t) => t.deadline)).toEqual(["10:30", "10:30"]);
  });
});
