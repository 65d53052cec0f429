import { planDay } from "./plan";
import { formatReason } from "./reasons";
import { replanDay } from "./replan";

const DAY = { date: "2026-11-23", dayStart: "08:00", dayEnd: "22:00" };

describe("a window the text gave is the reason, both its ends", () => {
  it.each([
    ["en", "gym 1h, preferably 6-8pm", "Gym", "between 6pm and 8pm, as you asked"],
    ["en", "call mum 30 min between 4 and 5", "Call mum", "between 4pm and 5pm, as you asked"],
    ["es", "llamar a mamá 30 min entre las 4 y las 5", "Llamar a mamá", "entre las 16:00 y las 17:00, como pediste"],
    ["ar", "أكلم أمي نص ساعة بين الساعة ٤ و ٥", "أكلم أمي", "بين الساعة 16:00 والساعة 17:00، كما طلبت"],
  ] as const)("%s: %s", (locale, text, title, reason) => {
    const block = planDay(text, DAY).blocks.find((b) => b.title === title)!;
    expect(block.reason.code).toBe("window");
    expect(formatReason(block.reason, locale)).toBe(reason);
  });

  it("keeps a one-sided deadline or start as it was", () => {
    const blocks = planDay("report 1h by 11, emails 30 min after 2pm", DAY).blocks;
    expect(blocks.find((b) => b.title === "Report")!.reason.code).toBe("deadline");
    expect(blocks.find((b) => b.title === "Emails")!.reason.code).toBe("after-time");
  });

  it("re-planning keeps both ends of the window when the block carries no constraints (plans saved before them)", () => {
    const planned = planDay("call mum 30 min between 4 and 5", DAY).blocks.map(({ constraints: _c, ...b }) => b);
    // Something fixed now takes 16:00-16:45: the call no longer fits before 5, and must not run past it.
    const dentist = { ...planned[0], id: "dentist", taskId: "dentist", title: "Dentist", start: "16:00", end: "16:45" };
    const result = replanDay([...planned, { ...dentist, fixed: true, kind: "event" as const }], {
      ...DAY,
      now: "15:00",
    });
    for (const b of result.blocks.filter((x) => x.title === "Call mum")) expect(b.end <= "17:00").toBe(true);
    expect(result.unscheduled.map((u) => u.title)).toContain("Call mum");
  });
});
