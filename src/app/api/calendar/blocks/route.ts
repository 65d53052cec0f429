/**
 * POST {date, start: "HH:MM", end: "HH:MM", title, kind?} -> 201 {block}: the new block (source manual,
 * fixed). Premium only. 400 with a translated message for unknown fields, times off the 5-minute
 * grid, an end before the start, dates outside 2000..2100 or titles over 200 characters.
 */
import { requirePremium } from "@/server/auth/guards";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { createBlock } from "@/server/calendar/create-block";
import { createBlockSchema } from "@/server/calendar/schemas";
import { json } from "@/server/http/api-shapes/common";
import { blockResponseSchema } from "@/server/http/api-shapes/calendar";

export const POST = route(async (request) => {
  const user = await requirePremium();
  const input = parseInput(createBlockSchema, await readJson(request, 4096));
  const block = await createBlock(user.id, input);
  return json(blockResponseSchema, { block }, { status: 201, headers: { "Cache-Control": "no-store" } });
});
