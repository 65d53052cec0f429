import { requireAdmin } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { listWebhookEvents } from "@/server/admin/manage-users";

export const GET = route(async () => {
  const admin = await requireAdmin();
  return Response.json({ events: await listWebhookEvents(admin) }, { headers: { "Cache-Control": "no-store" } });
});
