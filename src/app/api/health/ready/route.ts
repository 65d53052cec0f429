import { checkHealth } from "@/server/health/check-health";
import { route } from "@/server/http/route-handler";

export const dynamic = "force-dynamic";

// The load balancer's readiness check: 200 once start-up has finished and the database answers.
export const GET = route(async () => {
  const report = await checkHealth();
  return Response.json(
    { ready: report.ready, db: report.db, redis: report.redis },
    { status: report.ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
});
