import { AppError } from "@/lib/errors";
import { checkHealth } from "@/server/health/check-health";
import { json } from "@/server/http/api-shapes/common";
import { healthSchema } from "@/server/http/api-shapes/system";
import { errorBody, route } from "@/server/http/route-handler";

export const dynamic = "force-dynamic";

// 200 while the database answers ("degraded" when only Redis is down), 503 when it does not: the
// report then carries the API's `{error, code}` too.
export const GET = route(async (request) => {
  const report = await checkHealth();
  const down = report.status === "error";
  const unavailable = down ? errorBody(request, new AppError("unavailable", 503, "errors.unavailable")) : {};
  return json(
    healthSchema,
    { ...report, ...unavailable },
    { status: down ? 503 : 200, headers: { "Cache-Control": "no-store" } },
  );
});
