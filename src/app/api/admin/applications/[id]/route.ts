import { z } from "zod";
import { requireAdmin } from "@/server/auth/guards";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { decideApplication } from "@/server/affiliates/applications";
import { decideApplicationSchema } from "@/server/affiliates/schemas";
import { json } from "@/server/http/api-shapes/common";
import { applicationDecisionSchema } from "@/server/http/api-shapes/admin";

/** POST { decision: "approve" | "reject" }. */
export const POST = route<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const admin = await requireAdmin();
  const { id } = await params;
  const body = parseInput(z.object({ decision: z.unknown() }), await readJson(request, 4096));
  return json(
    applicationDecisionSchema,
    await decideApplication(admin, parseInput(decideApplicationSchema, { applicationId: id, decision: body.decision })),
  );
});
