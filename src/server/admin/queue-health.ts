import "server-only";
/** The admin console's view of the background jobs: waiting, running, failed and last run per job. */
import type { User } from "@/server/db/schema";
import { readQueueHealth, type QueueHealth } from "@/server/jobs/start-jobs";
import { assertPermission } from "./audit";

export async function getQueueHealth(actor: User): Promise<QueueHealth> {
  assertPermission(actor, "admin.access");
  return readQueueHealth();
}
