import { passwordPolicy } from "@/server/auth/password-policy";

export const dynamic = "force-dynamic";

export function GET() {
  return Response.json(passwordPolicy(), { headers: { "Cache-Control": "no-store" } });
}
