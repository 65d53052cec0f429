import { requireAdmin } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { listAuditLog } from "@/server/admin/audit";
import { json } from "@/server/http/api-shapes/common";
import { auditLogSchema } from "@/server/http/api-shapes/admin";

export const GET = route(async () => {
  const admin = await requireAdmin();
  return json(auditLogSchema, { entries: await listAuditLog(admin) }, { headers: { "Cache-Control": "no-store" } });
});
