import { passwordPolicy } from "@/server/auth/password-policy";
import { json } from "@/server/http/api-shapes/common";
import { passwordPolicySchema } from "@/server/http/api-shapes/account";

export const dynamic = "force-dynamic";

export function GET() {
  return json(passwordPolicySchema, passwordPolicy(), { headers: { "Cache-Control": "no-store" } });
}
