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
import { processSlot } from "@/server/process-slot";

const runnerSlot = processSlot<JobRunner>("jobs");

export async function startJobs(): Promise<JobRunner> {
  if (runnerSlot.value) return runnerSlot.value;
  const url = env().DATABASE_URL;
  const jobs = enabledJobs(jobDefinitions);
  runnerSlot.value = url ? await startPgBossRunner(jobs, { connectionString: url }) : startInProcessRunner(jobs);
  return runnerSlot.value;
}

export interface QueueHealth {
  runner: JobRunner["kind"] | "not-started";
  jobs: JobHealth[];
}

/** Queue health for the admin console (callers check that the reader is an admin). */
export async function readQueueHealth(): Promise<QueueHealth> {
  const runner = runnerSlot.value;
  if (!runner) return { runner: "not-started", jobs: [] };
  return { runner: runner.kind, jobs: await runner.health() };
}
