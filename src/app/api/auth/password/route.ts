import { changePassword } from "@/server/auth/change-password";
import { requireUserSession } from "@/server/auth/guards";
import { changePasswordSchema } from "@/server/auth/password-schemas";
import { requestLocale } from "@/i18n/request-locale";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { json } from "@/server/http/api-shapes/common";
import { passwordChangedSchema } from "@/server/http/api-shapes/account";

/** Changing the password while signed in: the other sessions are signed out, this one stays. */
export const POST = route(async (request) => {
  const { user, sessionId } = await requireUserSession();
  const input = parseInput(changePasswordSchema, await readJson(request));
  const result = await changePassword(user.id, sessionId, input, requestLocale(request));
  return json(passwordChangedSchema, { ok: true, ...result }, { headers: { "Cache-Control": "no-store" } });
});
