import "server-only";
/**
 * Builds the OpenAPI 3.1 document of the API from the route table and its zod schemas
 * (z.toJSONSchema). scripts/openapi.ts writes it to docs/api/openapi.json; a test fails when the
 * committed file is not what this builds.
 */
import { z } from "zod";
import { apiErrorSchema } from "./common";
import { API_ROUTES, type ApiRoute } from "./routes";

const RULE = [
  "Shapes. A resource answers `{<resource>: ...}` (`{plan}`, `{block}`, `{habit}`, `{mood}`, `{subscription}`, `{item}`);",
  "a list `{<items>: [...]}`, with its paging or range beside it; a page's whole read model (analytics, rewards, an",
  "affiliate's stats, the admin's user detail, the account summary) and an action's outcome (`{imported, skipped}`,",
  "`{date, added, missed}`, a check-in's new numbers) answer their named fields. A create is 201; a create the client",
  "does not show answers its `{id}` (sign-up, admin set-up, a push device). A delete is 204 with no body, unless what",
  "it changed is a larger resource the client shows, which it answers (deleting a plan's block answers `{plan}`,",
  "undoing a check-in the habit's numbers). Every error is `{error, code}`: the message in the request's language and",
  "a stable code; the Stripe webhook adds `received: false`, and the health checks add both to their report on a 503.",
  "Exception kept for the spec (section 7): GET /api/auth/user answers the bare profile.",
].join(" ");

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" });
  return rest;
}

function operation(route: ApiRoute) {
  const success = route.body
    ? { content: { "application/json": { schema: jsonSchema(route.body) } } }
    : route.content
      ? { content: Object.fromEntries(route.content.split(", ").map((type) => [type, {}])) }
      : {};
  return {
    summary: route.summary,
    "x-access": route.access,
    responses: {
      [String(route.status)]: { description: route.status === 204 ? "No content" : "Success", ...success },
      default: {
        description: "An error: `{error, code}`",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      },
    },
  };
}

export function buildOpenApi() {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const route of API_ROUTES) {
    paths[route.path] ??= {};
    paths[route.path][route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: "3.1.0",
    info: { title: "Rhythm API", version: "1", description: RULE },
    paths,
    components: { schemas: { Error: jsonSchema(apiErrorSchema) } },
  };
}
