import { AppError } from "@/lib/errors";
import { checkHealth } from "@/server/health/check-health";
import { json } from "@/server/http/api-shapes/common";
import { readinessSchema } from "@/server/http/api-shapes/system";
import { errorBody, route } from "@/server/http/route-handler";

export const dynamic = "force-dynamic";

// The load balancer's readiness check: 200 once start-up has finished and the database answers;
// a 503 carries the API's `{error, code}` beside the report.
export const GET = route(async (request) => {
  const { ready, db, redis } = await checkHealth();
  const unavailable = ready ? {} : errorBody(request, new AppError("unavailable", 503, "errors.unavailable"));
  return json(
    readinessSchema,
    { ready, db, redis, ...unavailable },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
});
