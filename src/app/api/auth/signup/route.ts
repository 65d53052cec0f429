import { signUpSchema } from "@/server/auth/schemas";
import { signUp } from "@/server/auth/sign-up";
import { clientIpKey } from "@/server/http/client-ip";
import { requestLocale } from "@/i18n/request-locale";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { consume } from "@/server/rate-limit/limiters";
import { json } from "@/server/http/api-shapes/common";
import { createdAccountSchema } from "@/server/http/api-shapes/account";

export const POST = route(async (request) => {
  await consume("signUpIp", clientIpKey(request));
  const input = parseInput(signUpSchema, await readJson(request));
  const created = await signUp(input, requestLocale(request));
  return json(createdAccountSchema, created, { status: 201 });
});
