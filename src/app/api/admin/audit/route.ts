import { requireAdmin } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { listAuditLog } from "@/server/admin/audit";

export const GET = route(async () => {
  const admin = await requireAdmin();
  return Response.json({ entries: await listAuditLog(admin) }, { headers: { "Cache-Control": "no-store" } });
});
