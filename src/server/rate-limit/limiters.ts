import "server-only";
/**
 * Rate limits (rate-limiter-flexible): in memory for one instance, in Redis when REDIS_URL is set
 * so that every instance behind a load balancer shares the counts. If Redis is unreachable the
 * in-memory limiter takes over instead of letting everything through or failing requests.
 *
 * The limiters live on globalThis, so route handlers and server actions (separate bundles, each
 * with its own copy of rate-limiter-flexible) share them: a rejection is recognised by its shape,
 * never by `instanceof RateLimiterRes`, which is false across copies.
 */
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import Redis from "ioredis";
import { env } from "@/lib/env";
import { rateLimited } from "@/lib/errors";

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
  // Password reset (issue 17): links per address, requests and confirmations per client.
  passwordResetEmail: { points: 5, durationSeconds: 60 * 60 },
  passwordResetIp: { points: 50, durationSeconds: 15 * 60 },
  passwordResetConfirmIp: { points: 30, durationSeconds: 15 * 60 },
} satisfies Record<string, LimitSpec>;

export type LimitName = keyof typeof LIMITS;

const globalForLimits = globalThis as unknown as {
  __rhythmLimiters?: Map<LimitName, RateLimiterAbstract>;
  __rhythmRedis?: Redis;
};

function redis(): Redis | undefined {
  const url = env().REDIS_URL;
  if (!url) return undefined;
  globalForLimits.__rhythmRedis ??= new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
  });
  globalForLimits.__rhythmRedis.on("error", () => {}); // the insurance limiter covers outages
  return globalForLimits.__rhythmRedis;
}

function limiter(name: LimitName): RateLimiterAbstract {
  const map = (globalForLimits.__rhythmLimiters ??= new Map());
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
    const client = redis();
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
  try {
    await limiter(name).consume(key, points);
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

/** Tests only: forget every count. */
export function resetAllLimitsForTests(): void {
  globalForLimits.__rhythmLimiters = undefined;
}
