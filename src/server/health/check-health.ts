import "server-only";
/**
 * Health for load balancers and uptime checks. `/api/health` reports the database and Redis:
 * "ok", "degraded" (Redis configured but unreachable: still 200, since limits fall back to each
 * instance) or "error" (the database is unreachable: 503). `/api/health/ready` is the readiness
 * answer: 200 only once start-up has finished (migrations, seeding, job queue) and the database
 * answers, so a load balancer sends no traffic to an instance that is still starting.
 */
import { getDatabase } from "@/server/db/client";
import { logger } from "@/server/logger";
import { redisClient } from "@/server/rate-limit/limiters";
import { processSlot } from "@/server/process-slot";

interface HealthReport {
  status: "ok" | "degraded" | "error";
  db: "ok" | "down";
  redis: "ok" | "down" | "not-configured";
  ready: boolean;
}

const readySlot = processSlot<boolean>("ready");

/** Called by startup.ts when the process is ready for traffic. */
export function markReady(ready = true): void {
  readySlot.value = ready;
}

function isReady(): boolean {
  return readySlot.value === true;
}

async function pingRedis(timeoutMs: number): Promise<HealthReport["redis"]> {
  const client = redisClient();
  if (!client) return "not-configured";
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("redis ping timed out")), timeoutMs);
      }),
    ]);
    return "ok";
  } catch {
    return "down";
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(timeoutMs = 2500): Promise<HealthReport> {
  const [db, redis] = await Promise.all([
    getDatabase()
      .ping(timeoutMs)
      .then(() => "ok" as const)
      .catch((err: unknown) => {
        logger.error({ err: (err as Error).message }, "health: database unreachable");
        return "down" as const;
      }),
    pingRedis(timeoutMs),
  ]);
  const status = db === "down" ? "error" : redis === "down" ? "degraded" : "ok";
  return { status, db, redis, ready: isReady() && db === "ok" };
}
