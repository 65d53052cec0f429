import { after } from "next/server";
import { requestPasswordReset } from "@/server/auth/password-reset";
import { passwordResetRequestSchema } from "@/server/auth/password-schemas";
import { clientIpKey } from "@/server/http/client-ip";
import { requestLocale } from "@/i18n/request-locale";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { json } from "@/server/http/api-shapes/common";
import { okSchema } from "@/server/http/api-shapes/account";

/** "Forgot password?": the same answer for every address; the mail goes out after the answer. */
export const POST = route(async (request) => {
  const { email } = parseInput(passwordResetRequestSchema, await readJson(request));
  const outcome = await requestPasswordReset(email, clientIpKey(request), requestLocale(request));
  after(outcome.delivery);
  return json(okSchema, outcome.body, { headers: { "Cache-Control": "no-store" } });
});
