/**
 * Habit reminder e-mails (due in the user's time zone, once per habit and day even with several
 * runs at once, nothing when notifications are off or the habit is checked in), the browser list,
 * the demo seeding (idempotent) and the analytics series.
 */
import { eq } from "drizzle-orm";
import { resetEnvForTests } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { habitCheckIns, habits, rewardBalances, users } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { resetMailTransportForTests, unsafeListMailbox } from "@/server/mail/send-mail";
import { insertTestUser } from "@/server/users/testing/user-fixtures";
import { createHabit } from "./actions";
import { getHabitSeries } from "./analytics";
import { recordCheckIn } from "./check-ins";
import { sendHabitReminders } from "./habit-reminders";
import { listHabits } from "./queries";
import { browserReminders } from "./reminder-data";
import { DEMO_HABIT_DAYS, seedDemoHabits } from "./seed-demo-habits";

setupTestDatabase();

const reminderMails = async (email: string) =>
  (await unsafeListMailbox(email)).filter((m) => /Reminder|Recordatorio|تذكير/.test(m.subject));

describe(`habit reminders (${testDatabaseKind()})`, () => {
  beforeEach(() => {
    process.env.DEV_MAILBOX = "1";
    delete process.env.SMTP_URL;
    resetEnvForTests();
    resetMailTransportForTests();
  });
  afterAll(() => {
    delete process.env.DEV_MAILBOX;
    resetEnvForTests();
  });

  test("an e-mail at the reminder time in the user's zone, once, even with concurrent runs", async () => {
    // 07:30 in Madrid is 06:30 UTC in November.
    const user = await insertTestUser({ timezone: "Europe/Madrid", language: "es" });
    const created = new Date("2026-11-23T05:00:00Z");
    await createHabit(
      user,
      { name: "Meditar", schedule: { type: "daily" }, reminderTime: "07:30", reminderEmail: true },
      created,
    );
    await sendHabitReminders(new Date("2026-11-23T06:00:00Z"));
    expect(await reminderMails(user.email)).toHaveLength(0);
    const at = new Date("2026-11-23T06:35:00Z");
    await Promise.all([sendHabitReminders(at), sendHabitReminders(at), sendHabitReminders(at)]);
    const mails = await reminderMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Recordatorio: Meditar");
    await sendHabitReminders(new Date("2026-11-23T07:00:00Z"));
    expect(await reminderMails(user.email)).toHaveLength(1);
  });

  test("nothing when notifications are off, e-mail was not chosen, or the habit is checked in", async () => {
    const off = await insertTestUser({ timezone: "UTC", notificationsEnabled: false });
    await createHabit(
      off,
      { name: "Stretch", schedule: { type: "daily" }, reminderTime: "08:00", reminderEmail: true },
      new Date("2026-11-23T07:00:00Z"),
    );
    const browserOnly = await insertTestUser({ timezone: "UTC" });
    await createHabit(
      browserOnly,
      { name: "Stretch", schedule: { type: "daily" }, reminderTime: "08:00" },
      new Date("2026-11-23T07:00:00Z"),
    );
    const done = await insertTestUser({ timezone: "UTC" });
    const h = await createHabit(
      done,
      { name: "Stretch", schedule: { type: "daily" }, reminderTime: "08:00", reminderEmail: true },
      new Date("2026-11-23T07:00:00Z"),
    );
    await recordCheckIn(done, h.id, { date: "2026-11-23", status: "done" }, new Date("2026-11-23T07:30:00Z"));
    await sendHabitReminders(new Date("2026-11-23T08:05:00Z"));
    for (const u of [off, browserOnly, done]) expect(await reminderMails(u.email)).toHaveLength(0);
  });

  test("the browser list has today's unanswered reminders still to come", async () => {
    const user = await insertTestUser({ timezone: "UTC" });
    const now = new Date("2026-11-23T07:00:00Z");
    await createHabit(user, { name: "Read", schedule: { type: "daily" }, reminderTime: "21:00" }, now);
    await createHabit(user, { name: "Early", schedule: { type: "daily" }, reminderTime: "06:00" }, now);
    const list = await browserReminders(user, now);
    expect(list.enabled).toBe(true);
    expect(list.reminders.map((r) => [r.name, r.at])).toEqual([["Read", "2026-11-23T21:00:00.000Z"]]);
    expect(await browserReminders({ ...user, notificationsEnabled: false }, now)).toEqual({
      enabled: false,
      reminders: [],
    });
  });
});

describe(`demo habits and analytics (${testDatabaseKind()})`, () => {
  test("seeds four habits with 60 days of history and points, once", async () => {
    const user = await insertTestUser({ email: `demo-${Date.now()}@rhythm.local`, timezone: "UTC" });
    const now = new Date("2026-11-23T12:00:00Z");
    await seedDemoHabits(user.email, now);
    await seedDemoHabits(user.email, now);
    const list = await listHabits(user, {}, now);
    expect(list.map((h) => h.name)).toEqual(["Water", "Gym", "Reading", "Meditate"]);
    for (const h of list) expect(h.strength).toBeGreaterThan(30);
    const rows = await getDb().select().from(habitCheckIns).where(eq(habitCheckIns.userId, user.id));
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.length).toBeLessThan(4 * DEMO_HABIT_DAYS);
    const [balance] = await getDb().select().from(rewardBalances).where(eq(rewardBalances.userId, user.id));
    expect(balance.xp).toBeGreaterThan(1000);

    const series = await getHabitSeries(user.id, "2026-11-01", "2026-11-22");
    expect(series).toHaveLength(4);
    expect(series[0].days).toHaveLength(22);
    expect(series[0].days.every((d) => d.strength >= 0 && d.strength <= 100)).toBe(true);
    expect(series[0].completionRate).toBeGreaterThan(50);
    // Another user's habits are not in anyone else's series.
    const other = await insertTestUser();
    expect(await getHabitSeries(other.id, "2026-11-01", "2026-11-22")).toEqual([]);
    await getDb().delete(users).where(eq(users.id, user.id));
    expect(await getDb().select().from(habits).where(eq(habits.userId, user.id))).toEqual([]);
  });
});
