import { adminSetupSchema, setupFirstAdmin } from "@/server/admin/setup-first-admin";
import { clientIpKey } from "@/server/http/client-ip";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { consume } from "@/server/rate-limit/limiters";
import { json } from "@/server/http/api-shapes/common";
import { createdAccountSchema } from "@/server/http/api-shapes/account";

export const POST = route(async (request) => {
  await consume("adminSetupIp", clientIpKey(request));
  const input = parseInput(adminSetupSchema, await readJson(request));
  const created = await setupFirstAdmin(input);
  return json(createdAccountSchema, created, { status: 201 });
});
