/**
 * The job queue on a PostgreSQL server (pg-boss): a pass queued once runs once however many
 * instances' runners poll; one schedule row per job for the fleet; a failed pass is retried; and a
 * reminder whose process died between claim and send goes out on the next pass, once.
 * On the embedded database the in-process runner takes pg-boss's place (in-process-runner.test.ts);
 * the claim-and-send behaviour of every job is tested on both databases beside the job itself.
 */
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { Client } from "pg";
import { resetEnvForTests } from "@/lib/env";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { resetMailTransportForTests } from "@/server/mail/send-mail";
import {
  insertUser,
  readUser,
  restoreBillingEnvAfterAll,
  setBillingEnv,
} from "@/server/billing/testing/billing-fixtures";
import { sendTrialReminders } from "@/server/billing/trial-reminders";
import { jobDefinitions, type JobDefinition } from "./definitions";
import { startPgBossRunner } from "./pg-boss-runner";
import type { JobRunner } from "./job-runner";

const onPostgres = testDatabaseKind() === "postgres";
const database = setupTestDatabase();
restoreBillingEnvAfterAll();
jest.setTimeout(90_000);

async function until(check: () => Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}

(onPostgres ? describe : describe.skip)("pg-boss runner (postgres)", () => {
  const runners: JobRunner[] = [];
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
  });

  test("a pass queued once runs once across two runners; a failed pass is retried; one schedule row per job", async () => {
    const url = database().url!;
    let runs = 0;
    let flaky = 0;
    const defs: JobDefinition[] = [
      {
        name: "count-runs",
        cron: "0 3 * * *",
        run: async () => {
          runs += 1;
          await new Promise((r) => setTimeout(r, 300));
        },
      },
      {
        name: "fails-once",
        cron: "0 4 * * *",
        run: async () => {
          flaky += 1;
          if (flaky === 1) throw new Error("first pass fails");
        },
      },
    ];
    for (let i = 0; i < 2; i++) {
      runners.push(await startPgBossRunner(defs, { connectionString: url, pollingIntervalSeconds: 0.5 }));
    }
    await runners[0].runNow("count-runs");
    await until(async () => (await runners[1].health()).find((h) => h.name === "count-runs")!.lastRunAt !== null);
    await new Promise((r) => setTimeout(r, 1500)); // time for a second, wrong run to show up
    expect(runs).toBe(1);

    await runners[1].runNow("fails-once");
    // pg-boss's first retry waits retryDelay (30 s) with backoff jitter; the retry is what is checked.
    await until(
      async () => (await runners[0].health()).find((h) => h.name === "fails-once")!.lastRunAt !== null,
      80_000,
    );
    expect(flaky).toBe(2);

    const admin = new Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        "select name, count(*)::int as n from pgboss.schedule group by name order by name",
      );
      expect(rows).toEqual([
        { name: "count-runs", n: 1 },
        { name: "fails-once", n: 1 },
      ]);
    } finally {
      await admin.end();
    }
  });

  test("a trial reminder lost with its process between claim and send goes out on the next pass, once", async () => {
    const received: string[] = [];
    let hold = true;
    let holding: (() => void) | undefined;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          if (hold) {
            // The "crash": the mail never completes, and the process's connection dies meanwhile.
            holding = () => callback(new Error("connection lost"));
            return;
          }
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    resetEnvForTests();
    resetMailTransportForTests();
    setBillingEnv({});
    const now = new Date();
    const user = await insertUser({
      subscriptionTier: "monthly",
      subscriptionStatus: "active",
      billingProvider: "stripe",
      subscriptionEndDate: new Date(now.getTime() + 3_600_000),
      trialEndsAt: new Date(now.getTime() + 3_600_000),
    });
    const admin = new Client({ connectionString: database().url! });
    await admin.connect();
    try {
      const first = sendTrialReminders(now);
      // The claim is held by an open transaction while the mail is in flight: kill that backend,
      // as PostgreSQL does when the process holding it dies.
      await until(async () => holding !== undefined);
      const { rows } = await admin.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database() and state = 'idle in transaction'",
      );
      expect(rows.length).toBeGreaterThan(0);
      const pids = rows.map((r) => r.pid);
      await admin.query("select pg_terminate_backend(pid) from unnest($1::int[]) as pid", [pids]);
      // pg_terminate_backend only signals the backend. Wait until it has gone, so the pool's client
      // has seen its connection close before the failed send rolls back and returns it; otherwise
      // the pool can take the dead client back and hand it to the next query (readUser below:
      // "Connection terminated unexpectedly", CI once).
      await until(async () => {
        const left = await admin.query("select 1 from pg_stat_activity where pid = any($1::int[])", [pids]);
        return left.rows.length === 0;
      });
      await new Promise((r) => setTimeout(r, 50));
      holding!();
      expect(await first).toEqual({ sent: 0, failed: 1 });
      expect((await readUser(user.id)).trialReminderSentAt).toBeNull();

      hold = false;
      expect(await sendTrialReminders(now)).toEqual({ sent: 1, failed: 0 });
      expect(await sendTrialReminders(now)).toEqual({ sent: 0, failed: 0 });
      expect(received.filter((m) => m.includes(user.email))).toHaveLength(1);
    } finally {
      await admin.end();
      delete process.env.SMTP_URL;
      resetEnvForTests();
      resetMailTransportForTests();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

test(`every job definition has a unique name and a five-field cron (${testDatabaseKind()})`, () => {
  const names = jobDefinitions.map((d) => d.name);
  expect(new Set(names).size).toBe(names.length);
  for (const d of jobDefinitions) {
    expect(d.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(d.cron.trim().split(/\s+/)).toHaveLength(5);
  }
});
