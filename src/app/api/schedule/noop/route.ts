/**
 * The no-op baseline of bench/schedule-api.mjs: the smallest route handler there is (no database,
 * no session, no body), so the benchmark can compare POST /api/schedule against the framework's
 * own cost per request. Harmless to leave on: it answers 204 and does nothing.
 */
export function POST(): Response {
  return new Response(null, { status: 204 });
}

export const GET = POST;
