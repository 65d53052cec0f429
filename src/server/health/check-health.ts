import "server-only";
/** Liveness and database reachability for load balancers and uptime checks. */
import { getDatabase } from "@/server/db/client";

export interface HealthReport {
  status: "ok" | "error";
  db: "ok" | "down";
}

export async function checkHealth(timeoutMs = 2500): Promise<HealthReport> {
  try {
    await getDatabase().ping(timeoutMs);
    return { status: "ok", db: "ok" };
  } catch (err) {
    console.error("[health] database unreachable:", (err as Error).message);
    return { status: "error", db: "down" };
  }
}
