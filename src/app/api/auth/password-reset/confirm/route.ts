import { clearSignInLimits } from "@/server/auth/credentials-throttle";
import { confirmPasswordReset } from "@/server/auth/password-reset";
import { passwordResetConfirmSchema } from "@/server/auth/password-schemas";
import { clientIpKey } from "@/server/http/client-ip";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { consume } from "@/server/rate-limit/limiters";
import { json } from "@/server/http/api-shapes/common";
import { passwordResetDoneSchema } from "@/server/http/api-shapes/account";

/** Sets the new password with a mailed link; every session of the account is signed out. */
export const POST = route(async (request) => {
  const ipKey = clientIpKey(request);
  await consume("passwordResetConfirmIp", ipKey);
  const { token, password } = parseInput(passwordResetConfirmSchema, await readJson(request));
  const { email } = await confirmPasswordReset(token, password);
  // The owner who proved the mailbox signs in at once, from this address too.
  await clearSignInLimits(email, ipKey);
  return json(passwordResetDoneSchema, { ok: true, email }, { headers: { "Cache-Control": "no-store" } });
});
