/**
 * With REDIS_URL, a limit is counted once for the fleet: two instances (two Redis clients, two
 * sets of limiters) share one count, so together they allow the limit, not twice it. Needs a Redis
 * server: TEST_REDIS_URL (set by .ci/run; e.g. redis://127.0.0.1:6379). Keys are unique per run.
 */
import { randomUUID } from "node:crypto";
import { resetEnvForTests } from "@/lib/env";
import { consume, LIMITS, resetAllLimitsForTests } from "./limiters";

const redisUrl = process.env.TEST_REDIS_URL;

/** Forgets this "instance" (its client and limiters) without touching Redis, as a second process would start. */
function nextInstance() {
  resetAllLimitsForTests();
}

(redisUrl ? test : test.skip)("two instances on one Redis share each per-user limit", async () => {
  process.env.REDIS_URL = redisUrl;
  resetEnvForTests();
  const user = `h28-fleet-${randomUUID()}`;
  const limit = LIMITS.scheduleUser.points;
  const outcomes: string[] = [];
  try {
    // 45 plans spread over three instances in turn, as a load balancer would send them.
    for (let i = 0; i < 45; i++) {
      if (i % 15 === 0) nextInstance();
      outcomes.push(
        await consume("scheduleUser", user).then(
          () => "ok",
          (err: { status?: number }) => String(err.status),
        ),
      );
    }
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(limit);
    expect(outcomes.filter((o) => o === "429")).toHaveLength(45 - limit);
  } finally {
    delete process.env.REDIS_URL;
    resetEnvForTests();
    resetAllLimitsForTests();
  }
});

test("the Redis client has one error listener however many limiters use it", async () => {
  process.env.REDIS_URL = "redis://127.0.0.1:1";
  resetEnvForTests();
  try {
    for (const name of Object.keys(LIMITS) as (keyof typeof LIMITS)[]) {
      await consume(name, `h28-listeners-${name}`).catch(() => {});
    }
    const { redisClient } = await import("./limiters");
    expect(redisClient()!.listenerCount("error")).toBe(1);
  } finally {
    delete process.env.REDIS_URL;
    resetEnvForTests();
    resetAllLimitsForTests();
  }
});
