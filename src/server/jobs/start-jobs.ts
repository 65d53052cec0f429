import "server-only";
/**
 * Starts this process's job runner once the database is migrated (see startup.ts): pg-boss on a
 * PostgreSQL server, the in-process runner on the embedded database. Kept on globalThis so that
 * every bundle (the admin page included) reads the same runner.
 */
import { env } from "@/lib/env";
import { enabledJobs, jobDefinitions } from "./definitions";
import { startInProcessRunner } from "./in-process-runner";
import type { JobHealth, JobRunner } from "./job-runner";
import { startPgBossRunner } from "./pg-boss-runner";

const globalForJobs = globalThis as unknown as { __rhythmJobs?: JobRunner };

export async function startJobs(): Promise<JobRunner> {
  if (globalForJobs.__rhythmJobs) return globalForJobs.__rhythmJobs;
  const url = env().DATABASE_URL;
  const jobs = enabledJobs(jobDefinitions);
  globalForJobs.__rhythmJobs = url
    ? await startPgBossRunner(jobs, { connectionString: url })
    : startInProcessRunner(jobs);
  return globalForJobs.__rhythmJobs;
}

export interface QueueHealth {
  runner: JobRunner["kind"] | "not-started";
  jobs: JobHealth[];
}

/** Queue health for the admin console (callers check that the reader is an admin). */
export async function readQueueHealth(): Promise<QueueHealth> {
  const runner = globalForJobs.__rhythmJobs;
  if (!runner) return { runner: "not-started", jobs: [] };
  return { runner: runner.kind, jobs: await runner.health() };
}
