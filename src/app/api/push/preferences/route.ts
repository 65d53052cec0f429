/**
 * GET -> 200 {publicKey, preferences}: the VAPID key a browser subscribes with and the caller's
 * reminder settings. PUT {blockLeads, morningTime, eveningTime, quietStart, quietEnd, emailFallback}
 * -> 200 {preferences}.
 */
import { requireUser } from "@/server/auth/guards";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { getPreferences, savePreferences } from "@/server/push/devices";
import { reminderPreferencesSchema } from "@/server/push/schemas";
import { vapidKeys } from "@/server/push/vapid";
import { json } from "@/server/http/api-shapes/common";
import { preferencesResponseSchema, pushPreferencesSchema } from "@/server/http/api-shapes/account";

const noStore = { "Cache-Control": "no-store" };

export const GET = route(async () => {
  const user = await requireUser();
  const { publicKey } = await vapidKeys();
  return json(pushPreferencesSchema, { publicKey, preferences: await getPreferences(user.id) }, { headers: noStore });
});

export const PUT = route(async (request) => {
  const user = await requireUser();
  const input = parseInput(reminderPreferencesSchema, await readJson(request, 4096));
  return json(preferencesResponseSchema, { preferences: await savePreferences(user.id, input) }, { headers: noStore });
});
