import { blockReminderDue, clockReminderDue, inQuietHours } from "./due-reminders";

describe("due reminders", () => {
  test("a block is due from its lead until it starts; lead 0 only in its first minute; no lead, never", () => {
    expect([594, 595, 599, 600].map((m) => blockReminderDue(600, 5, m))).toEqual([false, true, true, false]);
    expect([599, 600, 601].map((m) => blockReminderDue(600, 0, m))).toEqual([false, true, false]);
    expect(blockReminderDue(600, null, 598)).toBe(false);
  });
  test("clock reminders last ten minutes; quiet hours may cross midnight", () => {
    expect([419, 420, 429, 430].map((m) => clockReminderDue("07:00", m))).toEqual([false, true, true, false]);
    expect(clockReminderDue(null, 420)).toBe(false);
    expect([1319, 1320, 0, 389, 390].map((m) => inQuietHours("22:00", "06:30", m))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect([779, 780, 840].map((m) => inQuietHours("13:00", "14:00", m))).toEqual([false, true, false]);
    expect(inQuietHours("13:00", "13:00", 780)).toBe(false);
  });
});
