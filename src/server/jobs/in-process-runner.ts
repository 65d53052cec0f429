import "server-only";
/**
 * The job runner for the embedded database (PGlite) only: one process owns the database, so there
 * is no fleet to share a schedule with. It runs the same definitions as pg-boss on a server
 * database: at each cron minute (UTC) a pass is queued, one pass of a job runs at a time, and a
 * failed pass is retried with the same backoff (30 s, doubling, at most 10 minutes) up to the
 * job's retry limit. A pass lost with the process is run again at the next tick: every pass
 * claims its work in the database, so nothing is lost or sent twice.
 *
 * Why not pg-boss here too: pg-boss 12 does run on PGlite (through executeSql, returning every
 * statement's rows), but installing its schema took 19 s in memory and 59 s on disk on the
 * 2-core test machine, on the thread that serves requests, and its polling adds steady load to a
 * database that answers one query at a time.
 */
import { logger } from "@/server/logger";
import { parseCron, type CronMatcher } from "./cron";
import type { JobDefinition } from "./definitions";
import {
  DEFAULT_RETRY_LIMIT,
  RETRY_DELAY_MAX_SECONDS,
  RETRY_DELAY_SECONDS,
  type JobHealth,
  type JobRunner,
} from "./job-runner";

interface JobState {
  def: JobDefinition;
  matches: CronMatcher;
  waiting: number;
  active: boolean;
  failed: number;
  lastRunAt: Date | null;
  retryTimer?: NodeJS.Timeout;
}

interface InProcessRunnerOptions {
  /** Tests: how long a retry waits, given the attempt number (default: the backoff above). */
  retryDelayMs?: (attempt: number) => number;
  /** Tests: no cron ticks, passes only through runNow. */
  schedule?: boolean;
}

export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_DELAY_MAX_SECONDS, RETRY_DELAY_SECONDS * 2 ** (attempt - 1)) * 1000;
}

export function startInProcessRunner(definitions: JobDefinition[], options: InProcessRunnerOptions = {}): JobRunner {
  const log = logger.child({ component: "jobs" });
  const delay = options.retryDelayMs ?? retryDelayMs;
  const states = new Map<string, JobState>(
    definitions.map((def) => [
      def.name,
      { def, matches: parseCron(def.cron), waiting: 0, active: false, failed: 0, lastRunAt: null },
    ]),
  );
  let stopped = false;
  const running = new Set<Promise<void>>();

  async function pass(state: JobState, attempt: number): Promise<void> {
    state.active = true;
    const started = Date.now();
    try {
      await state.def.run();
      state.lastRunAt = new Date();
      log.info({ job: state.def.name, durationMs: Date.now() - started }, "job done");
    } catch (err) {
      const limit = state.def.retryLimit ?? DEFAULT_RETRY_LIMIT;
      if (attempt > limit) {
        state.failed += 1;
        log.error({ job: state.def.name, err: (err as Error).message, attempt }, "job failed after its retries");
      } else if (!stopped) {
        log.warn({ job: state.def.name, err: (err as Error).message, attempt }, "job failed; retrying");
        state.waiting += 1;
        state.retryTimer = setTimeout(() => {
          state.waiting -= 1;
          start(state, attempt + 1);
        }, delay(attempt));
        state.retryTimer.unref();
      }
    } finally {
      state.active = false;
    }
  }

  function start(state: JobState, attempt = 1): Promise<void> | undefined {
    if (stopped || state.active) return undefined;
    const p = pass(state, attempt).finally(() => running.delete(p));
    running.add(p);
    return p;
  }

  let lastMinute = -1;
  const tick = setInterval(() => {
    const now = new Date();
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute === lastMinute) return;
    lastMinute = minute;
    for (const state of states.values()) if (state.matches(now)) start(state);
  }, 5_000);
  tick.unref();
  if (options.schedule === false) clearInterval(tick);
  log.info({ jobs: definitions.map((d) => d.name) }, "job runner started (in-process, embedded database)");

  return {
    kind: "in-process",
    async health() {
      return [...states.values()].map((s): JobHealth => ({
        name: s.def.name,
        cron: s.def.cron,
        waiting: s.waiting,
        active: s.active ? 1 : 0,
        failed: s.failed,
        lastRunAt: s.lastRunAt,
      }));
    },
    async runNow(name) {
      const state = states.get(name);
      if (!state) throw new Error(`no job named ${name}`);
      // Resolves when this pass ends (its retries, if any, follow on their timers).
      await start(state);
    },
    async stop() {
      stopped = true;
      clearInterval(tick);
      for (const s of states.values()) clearTimeout(s.retryTimer);
      await Promise.allSettled([...running]);
    },
  };
}
