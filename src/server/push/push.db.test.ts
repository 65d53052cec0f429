/**
 * Web Push at the HTTP boundary: a loopback push service decrypts each aes128gcm message with the
 * subscription's own keys and checks the VAPID JWT. "Send a test notification"; a 410 removing the
 * subscription; endpoints checked like calendar URLs; reminders before a block starts sent exactly
 * once by overlapping runs, again for a moved block's new time, never for its old time or for a
 * checked-off block or a break; habit and morning nudges; quiet hours; e-mail as the fallback.
 */
import { eq } from "drizzle-orm";
import { resetEnvForTests } from "@/lib/env";
import { isAppError } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { habits, pushSubscriptions, reminderClaims } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { createBlock } from "@/server/calendar/create-block";
import { updateCalendarBlock } from "@/server/calendar/update-block";
import { unsafeListMailbox } from "@/server/mail/send-mail";
import { insertScheduleUser } from "@/server/schedule/testing/schedule-fixtures";
import { getPreferences, saveDevice, savePreferences } from "./devices";
import { sendDueReminders } from "./reminder-jobs";
import { sendTestNotification } from "./test-notification";
import { forgetVapidKeysForTests, vapidKeys } from "./vapid";
import { startLoopbackPushService } from "./testing/loopback-push-service";

setupTestDatabase();

let service: Awaited<ReturnType<typeof startLoopbackPushService>>;

beforeAll(async () => {
  process.env.PUSH_ALLOW_PRIVATE = "1";
  resetEnvForTests();
  forgetVapidKeysForTests();
  service = await startLoopbackPushService();
});
afterAll(async () => {
  delete process.env.PUSH_ALLOW_PRIVATE;
  resetEnvForTests();
  await service.close();
});

const at = (iso: string) => new Date(iso);
const titles = (from: number) => service.received.slice(from).map((r) => (r.payload as { title: string }).title);

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (err) {
    if (isAppError(err)) return err.status;
    throw err;
  }
}

describe(`Web Push (${testDatabaseKind()})`, () => {
  test("a test notification arrives encrypted (aes128gcm) with a valid VAPID JWT signed by the server's key", async () => {
    const user = await insertScheduleUser({ language: "es" });
    const browser = service.newBrowser();
    await saveDevice(user.id, browser);
    const before = service.received.length;
    expect(await sendTestNotification(user)).toEqual({ sent: 1, removed: 0 });
    expect(service.errors).toEqual([]);
    const [got] = service.received.slice(before);
    expect(got.payload).toEqual({
      title: "Rhythm",
      body: "Las notificaciones llegan a este dispositivo.",
      url: "/es/settings",
      tag: "test",
    });
    expect(got.vapid.publicKey).toBe((await vapidKeys()).publicKey);
    expect(got.vapid.aud).toBe(service.origin);
  });

  test("a push service answering 410 removes that subscription; the keys are generated once and kept", async () => {
    const user = await insertScheduleUser();
    const browser = service.newBrowser();
    await saveDevice(user.id, browser);
    service.expire(browser.endpoint, 410);
    expect(await sendTestNotification(user)).toEqual({ sent: 0, removed: 1 });
    expect(await getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
    const first = await vapidKeys();
    forgetVapidKeysForTests();
    expect((await vapidKeys()).publicKey).toBe(first.publicKey);
  });

  test("endpoints are checked like calendar URLs: without PUSH_ALLOW_PRIVATE, http, loopback and metadata are refused", async () => {
    const user = await insertScheduleUser();
    const keys = service.newBrowser().keys;
    delete process.env.PUSH_ALLOW_PRIVATE;
    resetEnvForTests();
    try {
      for (const endpoint of [
        "http://push.example.com/x",
        "https://127.0.0.1/x",
        "https://[::1]/x",
        "https://169.254.169.254/x",
        "https://10.0.0.2/x",
        "file:///etc/passwd",
      ]) {
        expect([endpoint, await status(saveDevice(user.id, { endpoint, keys }))]).toEqual([endpoint, 400]);
      }
      expect(await status(saveDevice(user.id, { endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys }))).toBe(
        200,
      );
    } finally {
      process.env.PUSH_ALLOW_PRIVATE = "1";
      resetEnvForTests();
    }
  });

  test("a block's reminder goes out once across overlapping runs; a moved block is reminded at its new time only; none when done", async () => {
    const user = await insertScheduleUser({ timezone: "UTC" });
    await saveDevice(user.id, service.newBrowser());
    const meeting = await createBlock(user.id, {
      date: "2026-12-01",
      start: "10:00",
      end: "11:00",
      title: "Plan review",
      kind: "task",
    });
    await createBlock(user.id, { date: "2026-12-01", start: "10:00", end: "10:15", title: "Coffee", kind: "break" });
    const done = await createBlock(user.id, {
      date: "2026-12-01",
      start: "10:00",
      end: "10:30",
      title: "Old chore",
      kind: "task",
    });
    await updateCalendarBlock(user.id, done.id, { done: true });

    const before = service.received.length;
    await sendDueReminders(at("2026-12-01T09:54:00Z"));
    expect(titles(before)).toEqual([]);
    await Promise.all([sendDueReminders(at("2026-12-01T09:55:00Z")), sendDueReminders(at("2026-12-01T09:55:00Z"))]);
    await sendDueReminders(at("2026-12-01T09:57:00Z"));
    expect(titles(before)).toEqual(["Plan review in 5 min"]);
    expect((service.received.at(-1)!.payload as { body: string }).body).toBe("10:00 AM – 11:00 AM");

    await updateCalendarBlock(user.id, meeting.id, { start: "10:30" });
    await sendDueReminders(at("2026-12-01T09:58:00Z"));
    await sendDueReminders(at("2026-12-01T10:26:00Z"));
    await sendDueReminders(at("2026-12-01T10:27:00Z"));
    expect(titles(before)).toEqual(["Plan review in 5 min", "Plan review in 4 min"]);
  });

  test("habit and morning reminders at their time, per-kind leads, quiet hours, and e-mail when no device receives them", async () => {
    const user = await insertScheduleUser({ timezone: "UTC" });
    await getDb()
      .insert(habits)
      .values({
        userId: user.id,
        name: "Stretch",
        reminderTime: "07:30",
        startDate: "2026-11-01",
        schedule: { type: "daily" },
      });
    const prefs = await getPreferences(user.id);
    expect(prefs.blockLeads).toEqual({ event: 5, task: 5, meal: 5, habit: 5, break: null });
    await savePreferences(user.id, {
      ...prefs,
      morningTime: "07:00",
      quietStart: "22:00",
      quietEnd: "06:30",
      emailFallback: true,
    });
    await createBlock(user.id, { date: "2026-12-01", start: "06:20", end: "06:40", title: "Too early", kind: "task" });

    await sendDueReminders(at("2026-12-01T06:16:00Z"));
    await sendDueReminders(at("2026-12-01T07:01:00Z"));
    await sendDueReminders(at("2026-12-01T07:31:00Z"));
    await sendDueReminders(at("2026-12-01T07:32:00Z"));
    const mail = (await unsafeListMailbox(user.email)).map((m) => m.subject).sort();
    expect(mail).toEqual(["Plan your day", "Time for Stretch"]);
    const claims = await getDb().select().from(reminderClaims).where(eq(reminderClaims.userId, user.id));
    expect(claims.map((c) => c.key.split(":")[0]).sort()).toEqual(["habit", "morning"]);
  });
});
