import "server-only";
/**
 * Rate limits (rate-limiter-flexible): in memory for one instance, in Redis when REDIS_URL is set
 * so that every instance behind a load balancer shares the counts. If Redis is unreachable the
 * in-memory limiter takes over instead of letting everything through or failing requests.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import Redis from "ioredis";
import { env } from "@/lib/env";
import { rateLimited } from "@/lib/errors";

interface LimitSpec {
  points: number;
  durationSeconds: number;
  blockSeconds?: number;
}

export const LIMITS = {
  signInEmail: { points: 10, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  signInIp: { points: 50, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  signUpIp: { points: 100, durationSeconds: 60 * 60 },
  resendIp: { points: 10, durationSeconds: 60 * 60 },
  referralIp: { points: 30, durationSeconds: 60 },
  scheduleUser: { points: 30, durationSeconds: 60 },
  adminSetupIp: { points: 20, durationSeconds: 15 * 60 },
} satisfies Record<string, LimitSpec>;

export type LimitName = keyof typeof LIMITS;

const globalForLimits = globalThis as unknown as { __rhythmLimiters?: Map<LimitName, RateLimiterAbstract>; __rhythmRedis?: Redis };

function redis(): Redis | undefined {
  const url = env().REDIS_URL;
  if (!url) return undefined;
  globalForLimits.__rhythmRedis ??= new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  globalForLimits.__rhythmRedis.on("error", () => {}); // the insurance limiter covers outages
  return globalForLimits.__rhythmRedis;
}

function limiter(name: LimitName): RateLimiterAbstract {
  const map = (globalForLimits.__rhythmLimiters ??= new Map());
  let l = map.get(name);
  if (!l) {
    const spec: LimitSpec = LIMITS[name];
    const opts = { keyPrefix: `rl:${name}`, points: spec.points, duration: spec.durationSeconds, blockDuration: spec.blockSeconds ?? 0 };
    const memory = new RateLimiterMemory(opts);
    const client = redis();
    l = client ? new RateLimiterRedis({ ...opts, storeClient: client, insuranceLimiter: memory }) : memory;
    map.set(name, l);
  }
  return l;
}

/** Counts one attempt; throws a 429 AppError when the limit is used up. */
export async function consume(name: LimitName, key: string, points = 1): Promise<void> {
  try {
    await limiter(name).consume(key, points);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw rateLimited(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
    throw err;
  }
}

/** Throws a 429 when the key is already over its limit, without counting an attempt. */
export async function assertNotLimited(name: LimitName, key: string): Promise<void> {
  const res = await limiter(name).get(key);
  if (res && res.consumedPoints >= LIMITS[name].points && res.msBeforeNext > 0) {
    throw rateLimited(Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
  }
}

export async function resetLimit(name: LimitName, key: string): Promise<void> {
  await limiter(name).delete(key);
}

/** Tests only: forget every count. */
export function resetAllLimitsForTests(): void {
  globalForLimits.__rhythmLimiters = undefined;
}
