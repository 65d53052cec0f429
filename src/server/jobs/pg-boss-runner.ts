import "server-only";
/**
 * The job runner on a PostgreSQL server: pg-boss. Every instance starts it with the same
 * definitions. pg-boss keeps one schedule per job for the fleet (a cron tick makes one job, whichever
 * instances are up), hands each job to one worker (SKIP LOCKED), retries a failed pass with
 * exponential backoff, and retries a pass whose process died once it expires (`expireInSeconds`).
 * Its tables live in the `pgboss` schema, created by pg-boss itself at start.
 */
import { PgBoss } from "pg-boss";
import { logger } from "@/server/logger";
import type { JobDefinition } from "./definitions";
import {
  DEFAULT_EXPIRE_SECONDS,
  DEFAULT_RETRY_LIMIT,
  RETRY_DELAY_MAX_SECONDS,
  RETRY_DELAY_SECONDS,
  type JobHealth,
  type JobRunner,
} from "./job-runner";

interface PgBossRunnerOptions {
  connectionString: string;
  /** How often an idle worker looks for a job (default 5 s). */
  pollingIntervalSeconds?: number;
  /** Tests: the schedule's cron loop can be turned off to trigger jobs by hand. */
  schedule?: boolean;
}

interface HealthRow {
  name: string;
  waiting: string | number;
  active: string | number;
  failed: string | number;
  last_run: Date | string | null;
}

export async function startPgBossRunner(
  definitions: JobDefinition[],
  options: PgBossRunnerOptions,
): Promise<JobRunner> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: "pgboss",
    max: 3,
    application_name: "rhythm-jobs",
    schedule: options.schedule ?? true,
  });
  // Without a listener an error event would crash the process; pg-boss reconnects by itself.
  boss.on("error", (err) => logger.error({ err: err.message }, "job queue error"));
  await boss.start();
  const log = logger.child({ component: "jobs" });
  for (const def of definitions) {
    await boss.createQueue(def.name, {
      retryLimit: def.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retryDelay: RETRY_DELAY_SECONDS,
      retryBackoff: true,
      retryDelayMax: RETRY_DELAY_MAX_SECONDS,
      expireInSeconds: def.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
    });
    // One row per job in pgboss.schedule: every instance writes the same one.
    await boss.schedule(def.name, def.cron, null, { tz: "UTC" });
    await boss.work(def.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5 }, async ([job]) => {
      const started = Date.now();
      try {
        await def.run();
        log.info({ job: def.name, id: job.id, durationMs: Date.now() - started }, "job done");
      } catch (err) {
        log.warn({ job: def.name, id: job.id, err: (err as Error).message }, "job failed; pg-boss retries it");
        throw err;
      }
    });
  }
  log.info({ jobs: definitions.map((d) => d.name) }, "job queue started (pg-boss)");

  return {
    kind: "pg-boss",
    async health() {
      const names = definitions.map((d) => d.name);
      const result = await boss.getDb().executeSql(
        `select name,
           count(*) filter (where state in ('created', 'retry')) as waiting,
           count(*) filter (where state = 'active') as active,
           count(*) filter (where state = 'failed') as failed,
           max(completed_on) filter (where state = 'completed') as last_run
         from pgboss.job where name = any($1) group by name`,
        [names],
      );
      const rows = new Map((result.rows as HealthRow[]).map((r) => [r.name, r]));
      return definitions.map((d): JobHealth => {
        const row = rows.get(d.name);
        return {
          name: d.name,
          cron: d.cron,
          waiting: Number(row?.waiting ?? 0),
          active: Number(row?.active ?? 0),
          failed: Number(row?.failed ?? 0),
          lastRunAt: row?.last_run ? new Date(row.last_run) : null,
        };
      });
    },
    async runNow(name) {
      await boss.send(name, {});
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },
  };
}
