import "server-only";
/**
 * Rate limits (rate-limiter-flexible): in memory for one instance, in Redis when REDIS_URL is set
 * so that every instance behind a load balancer shares the counts (each limit counted once for the
 * fleet). If Redis is unreachable the in-memory limiter takes over (limits then count per instance)
 * instead of letting everything through or failing requests.
 *
 * The limiters live on globalThis, so route handlers and server actions (separate bundles, each
 * with its own copy of rate-limiter-flexible) share them: a rejection is recognised by its shape,
 * never by `instanceof RateLimiterRes`, which is false across copies.
 */
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import Redis from "ioredis";
import { env } from "@/lib/env";
import { rateLimited } from "@/lib/errors";
import { logger } from "@/server/logger";
import { processSlot } from "@/server/process-slot";

interface LimitSpec {
  points: number;
  durationSeconds: number;
  blockSeconds?: number;
}

export const LIMITS = {
  // Per account (the address alone, whatever the client's IP): counted before the password check.
  signInEmail: { points: 10, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  signInIp: { points: 50, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Wrong passwords for one account from one client address: the hard limit (credentials-throttle.ts). */
  signInAccountIp: { points: 10, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Wrong passwords for one account from any address: counted to slow sign-ins down, never to block. */
  signInAccountFailures: { points: 1_000_000_000, durationSeconds: 15 * 60 },
  signUpIp: { points: 100, durationSeconds: 60 * 60 },
  resendIp: { points: 10, durationSeconds: 60 * 60 },
  referralIp: { points: 30, durationSeconds: 60 },
  scheduleUser: { points: 30, durationSeconds: 60 },
  adminSetupIp: { points: 20, durationSeconds: 15 * 60 },
  calendarImportUser: { points: 30, durationSeconds: 60 * 60 },
  calendarFeed: { points: 60, durationSeconds: 60 },
  // Calendars by URL and push (issue 27): each add, refresh or test makes an outbound request.
  calendarSubscriptionUser: { points: 60, durationSeconds: 60 * 60 },
  pushTestUser: { points: 20, durationSeconds: 60 * 60 },
  // Password reset (issue 17): links per address, requests and confirmations per client.
  passwordResetEmail: { points: 5, durationSeconds: 60 * 60 },
  passwordResetIp: { points: 50, durationSeconds: 15 * 60 },
  passwordResetConfirmIp: { points: 30, durationSeconds: 15 * 60 },
} satisfies Record<string, LimitSpec>;

type LimitName = keyof typeof LIMITS;

const limitersSlot = processSlot<Map<LimitName, RateLimiterAbstract>>("limiters");
const redisSlot = processSlot<Redis>("redis");
const redisFirstReadySlot = processSlot<Promise<void>>("redisFirstReady");

/**
 * Resolves once the new client is connected (or has failed, or after two seconds): until then
 * every command would go to the in-memory fallback, so a freshly started instance would count
 * its first requests alone. Only the first connection is waited for; an outage later is not.
 */
function firstConnection(client: Redis): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off("ready", done);
      client.off("error", done);
      resolve();
    };
    const timer = setTimeout(done, 2000);
    timer.unref();
    client.once("ready", done);
    client.once("error", done);
  });
}

/** The process's one Redis client (REDIS_URL), or undefined without one. */
export function redisClient(): Redis | undefined {
  const url = env().REDIS_URL;
  if (!url) return undefined;
  if (!redisSlot.value) {
    const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    // One listener for the client's life (not one per limiter): the insurance limiter covers
    // outages, and /api/health reports them; log a lost connection once, not every retry.
    let reported = false;
    client.on("error", (err: Error) => {
      if (!reported) logger.warn({ err: err.message }, "redis unreachable: limits fall back to this instance");
      reported = true;
    });
    client.on("ready", () => {
      if (reported) logger.info("redis reachable again: limits shared across instances");
      reported = false;
    });
    redisSlot.value = client;
    redisFirstReadySlot.value = client.status === "ready" ? Promise.resolve() : firstConnection(client);
  }
  return redisSlot.value;
}

function limiter(name: LimitName): RateLimiterAbstract {
  const map = (limitersSlot.value ??= new Map());
  let l = map.get(name);
  if (!l) {
    const spec: LimitSpec = LIMITS[name];
    const opts = {
      keyPrefix: `rl:${name}`,
      points: spec.points,
      duration: spec.durationSeconds,
      blockDuration: spec.blockSeconds ?? 0,
    };
    const memory = new RateLimiterMemory(opts);
    const client = redisClient();
    l = client ? new RateLimiterRedis({ ...opts, storeClient: client, insuranceLimiter: memory }) : memory;
    map.set(name, l);
  }
  return l;
}

/** A rate-limiter-flexible rejection (a RateLimiterRes from any copy of the library). */
function isLimiterRejection(err: unknown): err is { msBeforeNext: number } {
  if (typeof err !== "object" || err === null || err instanceof Error) return false;
  const res = err as Record<string, unknown>;
  return (
    typeof res.msBeforeNext === "number" &&
    typeof res.remainingPoints === "number" &&
    typeof res.consumedPoints === "number"
  );
}

/** Counts one attempt; throws a 429 AppError (with `messageKey` when given) when the limit is used up. */
export async function consume(name: LimitName, key: string, points = 1, messageKey?: string): Promise<void> {
  const l = limiter(name);
  await redisFirstReadySlot.value;
  try {
    await l.consume(key, points);
  } catch (err) {
    if (isLimiterRejection(err)) throw rateLimited(Math.max(1, Math.ceil(err.msBeforeNext / 1000)), messageKey);
    throw err;
  }
}

/** Gives back points counted by `consume` for an attempt that turned out not to count. */
export async function refund(name: LimitName, key: string, points = 1): Promise<void> {
  await limiter(name).reward(key, points);
}

/** Points counted for `key` in the current window (0 when none), without counting one. */
export async function countOf(name: LimitName, key: string): Promise<number> {
  return (await limiter(name).get(key))?.consumedPoints ?? 0;
}

export async function resetLimit(name: LimitName, key: string): Promise<void> {
  await limiter(name).delete(key);
}

/** Tests only: forget every count, and the Redis client (REDIS_URL may have changed). */
export function resetAllLimitsForTests(): void {
  limitersSlot.value = undefined;
  redisSlot.value?.disconnect();
  redisSlot.value = undefined;
  redisFirstReadySlot.value = undefined;
}
