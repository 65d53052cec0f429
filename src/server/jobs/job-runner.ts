import "server-only";
/** What both job runners offer: queue health for the admin console, a way to stop, and a manual run. */

export interface JobHealth {
  name: string;
  cron: string;
  /** Passes queued and not yet started (including retries waiting for their backoff). */
  waiting: number;
  /** Passes running now. */
  active: number;
  /** Passes that used up their retries (pg-boss keeps them for its retention period). */
  failed: number;
  /** When a pass last finished successfully. */
  lastRunAt: Date | null;
}

export interface JobRunner {
  kind: "pg-boss" | "in-process";
  health(): Promise<JobHealth[]>;
  /** Queues one pass of a job now, outside its schedule (operators, tests, scripts/fleet.mjs). */
  runNow(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** Retry delays: 30 s, doubling, capped at 10 minutes (pg-boss adds jitter to the same curve). */
export const RETRY_DELAY_SECONDS = 30;
export const RETRY_DELAY_MAX_SECONDS = 600;
export const DEFAULT_RETRY_LIMIT = 3;
export const DEFAULT_EXPIRE_SECONDS = 300;
