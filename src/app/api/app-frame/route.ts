/**
 * GET /api/app-frame -> 200 what the signed-in frame shows of the caller (FrameData: name, email,
 * plan, role links, premium, home page, clock setting, time zone, start of work); 401 when not signed in. The
 * prerendered pages ((shell)/layout.tsx) draw their frame from it; access is read from the
 * database as on every request.
 */
import { requireUser } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { json } from "@/server/http/api-shapes/common";
import { appFrameSchema } from "@/server/http/api-shapes/account";
import { frameFor } from "@/server/users/app-frame";

export const GET = route(async () => {
  const user = await requireUser();
  return json(appFrameSchema, frameFor(user), { headers: { "Cache-Control": "private, no-store" } });
});
