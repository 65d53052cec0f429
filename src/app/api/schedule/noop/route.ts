/**
 * The no-op baseline of the benchmarks (bench/endpoints.mjs, bench/schedule-api.mjs): the smallest
 * route handler there is (no database, no session, no body), so they can compare every endpoint
 * against the framework's own cost per request. Served only when BENCH_NOOP=on; otherwise a 404
 * like any other unknown address, with the API's `{error, code}` body.
 */
import { env } from "@/lib/env";
import { notFound } from "@/lib/errors";
import { errorResponse } from "@/server/http/route-handler";

export function POST(request: Request): Response {
  if (env().BENCH_NOOP !== "on") return errorResponse(request, notFound());
  return new Response(null, { status: 204 });
}

export const GET = POST;
