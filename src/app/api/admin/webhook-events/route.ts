import { requireAdmin } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { listWebhookEvents } from "@/server/admin/manage-users";
import { json } from "@/server/http/api-shapes/common";
import { webhookEventListSchema } from "@/server/http/api-shapes/admin";

export const GET = route(async () => {
  const admin = await requireAdmin();
  return json(
    webhookEventListSchema,
    { events: await listWebhookEvents(admin) },
    { headers: { "Cache-Control": "no-store" } },
  );
});
