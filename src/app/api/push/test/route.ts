/** POST -> 200 {sent, removed}: "Send a test notification" to each of the caller's devices. */
import { requireUser } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { consume } from "@/server/rate-limit/limiters";
import { sendTestNotification } from "@/server/push/test-notification";
import { json } from "@/server/http/api-shapes/common";
import { pushTestSchema } from "@/server/http/api-shapes/account";

export const POST = route(async () => {
  const user = await requireUser();
  await consume("pushTestUser", user.id);
  return json(pushTestSchema, await sendTestNotification(user), { headers: { "Cache-Control": "no-store" } });
});
