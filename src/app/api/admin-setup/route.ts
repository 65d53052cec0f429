import { adminSetupSchema, setupFirstAdmin } from "@/server/admin/setup-first-admin";
import { clientIpKey } from "@/server/http/client-ip";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { consume } from "@/server/rate-limit/limiters";

export const POST = route(async (request) => {
  await consume("adminSetupIp", clientIpKey(request));
  const input = parseInput(adminSetupSchema, await readJson(request));
  const created = await setupFirstAdmin(input);
  return Response.json(created, { status: 201 });
});
