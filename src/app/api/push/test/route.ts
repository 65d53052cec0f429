/** POST -> 200 {sent, removed}: "Send a test notification" to each of the caller's devices. */
import { requireUser } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { consume } from "@/server/rate-limit/limiters";
import { sendTestNotification } from "@/server/push/test-notification";

export const POST = route(async () => {
  const user = await requireUser();
  await consume("pushTestUser", user.id);
  return Response.json(await sendTestNotification(user), { headers: { "Cache-Control": "no-store" } });
});
