import "server-only";
/**
 * TEMPORARY (issue 27, until the job queue lands): runs jobs of the registry's shape
 * (`{ name, cron, run }`) on a plain interval in every instance. The jobs themselves are safe on
 * several instances at once (leases and claim rows in the database), so this only decides how
 * often. At merge the coordinator registers them in src/server/jobs/definitions.ts (pg-boss) and
 * deletes this file and its call in startup-hooks.ts.
 */
export interface IntervalJob {
  name: string;
  cron: string;
  run: () => Promise<void>;
}

const globalForJobs = globalThis as unknown as { __rhythmIntervalJobs?: Set<string> };

export function startIntervalJob(job: IntervalJob, everyMs: number): void {
  const started = (globalForJobs.__rhythmIntervalJobs ??= new Set());
  if (started.has(job.name)) return;
  started.add(job.name);
  let running = false;
  const tick = () => {
    // A run still going (a slow calendar host) is not overlapped by the next one in this process.
    if (running) return;
    running = true;
    job
      .run()
      .catch((err: unknown) => console.error(`[jobs] ${job.name}:`, (err as Error).message))
      .finally(() => {
        running = false;
      });
  };
  setInterval(tick, everyMs).unref();
  setTimeout(tick, 5_000).unref();
}
