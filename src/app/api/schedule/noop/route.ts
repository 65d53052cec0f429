/**
 * The no-op baseline of the benchmarks (bench/endpoints.mjs, bench/schedule-api.mjs): the smallest
 * route handler there is (no database, no session, no body), so they can compare every endpoint
 * against the framework's own cost per request. Served only when BENCH_NOOP=on; 404 otherwise.
 */
import { env } from "@/lib/env";

export function POST(): Response {
  return new Response(null, { status: env().BENCH_NOOP === "on" ? 204 : 404 });
}

export const GET = POST;
