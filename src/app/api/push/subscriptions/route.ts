/**
 * This browser's push subscription (signed-in users).
 * POST PushSubscription.toJSON() (+ label) -> 201 {id}. The endpoint must be https on a public
 *   address (400 otherwise); the same endpoint again replaces the old row.
 * DELETE {endpoint} -> 204 (404 if it is not one of the caller's).
 */
import { requireUser } from "@/server/auth/guards";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { removeDevice, saveDevice } from "@/server/push/devices";
import { pushEndpointSchema, pushSubscriptionSchema } from "@/server/push/schemas";
import { json } from "@/server/http/api-shapes/common";
import { pushDeviceSchema } from "@/server/http/api-shapes/account";

const noStore = { "Cache-Control": "no-store" };

export const POST = route(async (request) => {
  const user = await requireUser();
  const input = parseInput(pushSubscriptionSchema, await readJson(request, 4096));
  return json(pushDeviceSchema, await saveDevice(user.id, input), { status: 201, headers: noStore });
});

export const DELETE = route(async (request) => {
  const user = await requireUser();
  const { endpoint } = parseInput(pushEndpointSchema, await readJson(request, 4096));
  await removeDevice(user.id, endpoint);
  return new Response(null, { status: 204, headers: noStore });
});
