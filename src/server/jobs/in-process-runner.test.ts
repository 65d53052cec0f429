/**
 * The embedded database's job runner and its cron: a failed pass is retried with backoff up to the
 * job's limit, then counted as failed; health reports waiting, failed and the last run.
 */
import { parseCron } from "./cron";
import type { JobDefinition } from "./definitions";
import { retryDelayMs, startInProcessRunner } from "./in-process-runner";

describe("cron", () => {
  test("matches the minutes an expression names, in UTC", () => {
    const every5 = parseCron("*/5 * * * *");
    expect(every5(new Date("2026-12-01T10:05:00Z"))).toBe(true);
    expect(every5(new Date("2026-12-01T10:06:00Z"))).toBe(false);
    const weekdays = parseCron("30 8 * * 1-5");
    expect(weekdays(new Date("2026-12-01T08:30:00Z"))).toBe(true); // a Tuesday
    expect(weekdays(new Date("2026-12-05T08:30:00Z"))).toBe(false); // a Saturday
    expect(parseCron("0,15 0 1 1,6 *")(new Date("2026-06-01T00:15:00Z"))).toBe(true);
  });

  test("refuses expressions it cannot read", () => {
    expect(() => parseCron("* * * *")).toThrow(/five fields/);
    expect(() => parseCron("61 * * * *")).toThrow(/bad cron field/);
    expect(() => parseCron("*/0 * * * *")).toThrow(/bad cron field/);
  });
});

test("retry delays double from 30 s and stop growing at 10 minutes", () => {
  expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 600_000]);
});

async function until(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
}

test("a failing pass is retried until it succeeds; one that keeps failing counts as failed", async () => {
  let flakyCalls = 0;
  let brokenCalls = 0;
  const definitions: JobDefinition[] = [
    {
      name: "flaky",
      cron: "* * * * *",
      run: async () => {
        flakyCalls += 1;
        if (flakyCalls < 3) throw new Error("smtp down");
      },
    },
    {
      name: "broken",
      cron: "* * * * *",
      retryLimit: 2,
      run: async () => {
        brokenCalls += 1;
        throw new Error("always");
      },
    },
  ];
  const delays: number[] = [];
  const runner = startInProcessRunner(definitions, {
    schedule: false,
    retryDelayMs: (attempt) => {
      delays.push(retryDelayMs(attempt));
      return 5;
    },
  });
  try {
    await runner.runNow("flaky");
    await runner.runNow("broken");
    const health = async () => Object.fromEntries((await runner.health()).map((h) => [h.name, h]));
    await until(async () => (await health()).flaky.lastRunAt !== null && (await health()).broken.failed === 1);
    expect(flakyCalls).toBe(3);
    expect(brokenCalls).toBe(3); // the first pass and two retries
    const h = await health();
    expect(h.flaky).toMatchObject({ waiting: 0, active: 0, failed: 0, cron: "* * * * *" });
    expect(h.broken).toMatchObject({ waiting: 0, active: 0, failed: 1, lastRunAt: null });
    expect(delays).toEqual(expect.arrayContaining([30_000, 60_000]));
    await expect(runner.runNow("missing")).rejects.toThrow(/no job named missing/);
  } finally {
    await runner.stop();
  }
});
