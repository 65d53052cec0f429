/**
 * Data portability: everything the caller has, as one streamed file (any signed-in user: the data
 * is theirs whatever their plan).
 *
 * GET ?format=json (default) -> application/json, rhythm-export-YYYY-MM-DD.json
 * GET ?format=csv -> text/csv, rhythm-export-YYYY-MM-DD.csv: one CSV whose `kind` column says which
 *   section a row belongs to (profile, plan, block, mood, ...); see src/server/export/stream-export.ts.
 * 400 for another format. The date in the name is today in the user's time zone.
 */
import { z } from "zod";
import { requireUser } from "@/server/auth/guards";
import { EXPORT_SECTIONS } from "@/server/export/registry";
import { streamExport } from "@/server/export/stream-export";
import { parseInput, route } from "@/server/http/route-handler";
import { zonedNow } from "@/lib/time/zones";

const querySchema = z.object({ format: z.enum(["json", "csv"], { error: "export.errors.format" }) });

export const GET = route(async (request) => {
  const user = await requireUser();
  const { format } = parseInput(querySchema, { format: new URL(request.url).searchParams.get("format") ?? "json" });
  const date = zonedNow(user.timezone).date;
  return new Response(streamExport(user.id, format, EXPORT_SECTIONS), {
    headers: {
      "Content-Type": format === "json" ? "application/json; charset=utf-8" : "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="rhythm-export-${date}.${format}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
