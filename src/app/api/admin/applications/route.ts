import { z } from "zod";
import { requireAdmin } from "@/server/auth/guards";
import { parseInput, route } from "@/server/http/route-handler";
import { listApplications } from "@/server/affiliates/applications";
import { json } from "@/server/http/api-shapes/common";
import { applicationListSchema } from "@/server/http/api-shapes/admin";

const query = z.object({ status: z.enum(["pending", "approved", "rejected"]).optional().default("pending") });

export const GET = route(async (request) => {
  const admin = await requireAdmin();
  const { status } = parseInput(query, Object.fromEntries(new URL(request.url).searchParams));
  return json(
    applicationListSchema,
    { applications: await listApplications(admin, status) },
    { headers: { "Cache-Control": "no-store" } },
  );
});
