import { checkHealth } from "@/server/health/check-health";
import { route } from "@/server/http/route-handler";

export const dynamic = "force-dynamic";

// 200 while the database answers ("degraded" when only Redis is down), 503 when it does not.
export const GET = route(async () => {
  const report = await checkHealth();
  return Response.json(report, {
    status: report.status === "error" ? 503 : 200,
    headers: { "Cache-Control": "no-store" },
  });
});
