/**
 * The email one day before a trial converts: who gets it and when, once only (also with several
 * processes running the job at once), in the user's language, and again later when sending failed.
 * Mail goes to the local mailbox, or to a loopback SMTP server for the failure path.
 */
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { resetEnvForTests } from "@/lib/env";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { resetMailTransportForTests, unsafeListMailbox } from "@/server/mail/send-mail";
import { startDemoTrial } from "./demo-billing";
import { insertUser, readUser, restoreBillingEnvAfterAll, setBillingEnv } from "./testing/billing-fixtures";
import { sendTrialReminders, TRIAL_REMINDER_LEAD_MS, trialReminderMail } from "./trial-reminders";

setupTestDatabase();
restoreBillingEnvAfterAll();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A user on a Stripe trial (as the webhooks leave it) that ends at `trialEnd`. */
async function stripeTrialUser(trialEnd: Date, over: Parameters<typeof insertUser>[0] = {}) {
  return insertUser({
    subscriptionTier: "monthly",
    subscriptionStatus: "active",
    billingProvider: "stripe",
    stripeCustomerId: `cus_${Math.random().toString(36).slice(2)}`,
    subscriptionEndDate: trialEnd,
    trialEndsAt: trialEnd,
    ...over,
  });
}

const mailsTo = async (email: string) =>
  (await unsafeListMailbox(email)).filter((m) => /trial/i.test(m.subject) || /prueba|تجربت/.test(m.subject));

describe(`trial reminders (${testDatabaseKind()})`, () => {
  beforeEach(() => {
    // The local mailbox keeps what is sent; on the PostgreSQL project it needs DEV_MAILBOX.
    process.env.DEV_MAILBOX = "1";
    delete process.env.SMTP_URL;
    setBillingEnv({});
    resetMailTransportForTests();
  });
  afterAll(() => {
    delete process.env.DEV_MAILBOX;
    delete process.env.SMTP_URL;
    resetEnvForTests();
  });

  test("goes out within a day of the trial's end, once, naming the plan, the price and the date", async () => {
    const now = new Date("2026-12-01T10:00:00Z");
    const due = await stripeTrialUser(new Date(now.getTime() + 23 * HOUR), { timezone: "America/New_York" });
    const early = await stripeTrialUser(new Date(now.getTime() + 2 * DAY));

    await sendTrialReminders(now);
    const mails = await mailsTo(due.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe("Your Rhythm free trial ends soon");
    // The user's own time zone, named: 09:00 UTC is 04:00 in New York.
    expect(mail.text).toContain("Wednesday, December 2, 2026 at 4:00 AM EST");
    expect(mail.text).toMatch(/monthly plan starts and you will be charged \$12/);
    expect(mail.text).toContain("/subscription");
    expect((await readUser(due.id)).trialReminderSentAt).toEqual(now);
    expect(await mailsTo(early.email)).toHaveLength(0);

    // Later runs send nothing more to the first user; the second one's turn comes a day later.
    await sendTrialReminders(new Date(now.getTime() + HOUR));
    expect(await mailsTo(due.email)).toHaveLength(1);
    await sendTrialReminders(new Date(now.getTime() + DAY + HOUR));
    expect(await mailsTo(early.email)).toHaveLength(1);
    expect(await mailsTo(due.email)).toHaveLength(1);
  });

  test("is not sent for a cancelled trial, an ended one, a paid subscription, a disabled account or a user who never had a trial", async () => {
    const now = new Date("2026-12-05T10:00:00Z");
    const soon = new Date(now.getTime() + 12 * HOUR);
    const cancelled = await stripeTrialUser(soon, { cancelAtPeriodEnd: true });
    const ended = await stripeTrialUser(new Date(now.getTime() - HOUR), { subscriptionStatus: "inactive" });
    const past = await stripeTrialUser(new Date(now.getTime() - HOUR));
    const disabled = await stripeTrialUser(soon, { disabled: true });
    const pastDue = await stripeTrialUser(soon, { subscriptionStatus: "past_due" });
    const never = await insertUser({
      subscriptionTier: "yearly",
      subscriptionStatus: "active",
      billingProvider: "stripe",
      subscriptionEndDate: soon,
    });

    const run = await sendTrialReminders(now);
    expect(run).toEqual({ sent: 0, failed: 0 });
    for (const u of [cancelled, ended, past, disabled, pastDue, never]) expect(await mailsTo(u.email)).toHaveLength(0);
  });

  test("ten processes running the job at once send one email per user", async () => {
    const now = new Date("2026-12-10T10:00:00Z");
    const users = await Promise.all([1, 2, 3].map((h) => stripeTrialUser(new Date(now.getTime() + h * HOUR))));
    const runs = await Promise.all(Array.from({ length: 10 }, () => sendTrialReminders(now)));
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(3);
    for (const u of users) expect(await mailsTo(u.email)).toHaveLength(1);
  });

  test("demo billing: the trial the demo starts gets the reminder, which says no payment will be taken", async () => {
    const started = new Date("2026-12-12T08:00:00Z");
    const user = await insertUser({ language: "es" });
    await startDemoTrial(user.id, "yearly", started);

    await sendTrialReminders(new Date(started.getTime() + DAY));
    expect(await mailsTo(user.email)).toHaveLength(0);
    await sendTrialReminders(new Date(started.getTime() + 2 * DAY + HOUR));
    const [mail] = await mailsTo(user.email);
    expect(mail.subject).toBe("Tu prueba gratuita de Rhythm termina pronto");
    expect(mail.text).toContain("no se cobrará nada");
    expect(mail.text).toContain("/es/subscription");
  });

  test("Arabic, a yearly plan and an unknown time zone: right-to-left HTML, the yearly price, the date in UTC", async () => {
    const mail = await trialReminderMail({
      email: "a@test.local",
      language: "ar",
      timezone: "Mars/Olympus_Mons",
      trialEndsAt: new Date("2026-12-20T09:00:00Z"),
      subscriptionTier: "yearly",
      billingProvider: "stripe",
    });
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain("السنوي");
    expect(mail.text).toContain("96");
    expect(mail.text).toMatch(/UTC|غرينتش/);
  });

  test("a mail that cannot be sent is given back and sent on a later run", async () => {
    const received: string[] = [];
    let refuse = true;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          if (refuse) return callback(new Error("mailbox unavailable"));
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
      resetEnvForTests();
      resetMailTransportForTests();
      const now = new Date("2026-12-15T10:00:00Z");
      const user = await stripeTrialUser(new Date(now.getTime() + 20 * HOUR));

      expect(await sendTrialReminders(now)).toEqual({ sent: 0, failed: 1 });
      expect((await readUser(user.id)).trialReminderSentAt).toBeNull();

      refuse = false;
      const later = new Date(now.getTime() + 10 * 60_000);
      expect(await sendTrialReminders(later)).toEqual({ sent: 1, failed: 0 });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain(`To: ${user.email}`);
      expect((await readUser(user.id)).trialReminderSentAt).toEqual(later);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  test("the lead time is one day", () => {
    expect(TRIAL_REMINDER_LEAD_MS).toBe(DAY);
  });
});
