import "server-only";
/**
 * Builds the OpenAPI 3.1 document of the API from the route table and its zod schemas
 * (z.toJSONSchema over one registry, so a shape used in several answers, a plan or a block, is
 * one component referenced from each). scripts/openapi.ts writes it to docs/api/openapi.json; a
 * test fails when the committed file is not what this builds.
 */
import { z } from "zod";
import { calendarBlockSchema } from "@/server/calendar/schemas";
import { calendarSubscriptionSchema } from "@/server/calendar/subscriptions/schemas";
import { moodEntrySchema } from "@/server/mood/response-schemas";
import { reminderPreferencesSchema } from "@/server/push/schemas";
import { blockViewSchema, interpretationSchema, planViewSchema } from "@/server/schedule/interpretation-schemas";
import * as account from "./account";
import * as admin from "./admin";
import * as calendar from "./calendar";
import { apiErrorSchema } from "./common";
import * as extras from "./planner-extras";
import { API_ROUTES, type ApiRoute } from "./routes";
import * as schedule from "./schedule";
import * as system from "./system";

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

/** The building blocks several answers share, under their own names. */
const SHARED: Record<string, z.ZodType> = {
  Error: apiErrorSchema,
  Plan: planViewSchema,
  PlanBlock: blockViewSchema,
  Interpretation: interpretationSchema,
  CalendarBlock: calendarBlockSchema,
  CalendarSubscription: calendarSubscriptionSchema,
  MoodEntry: moodEntrySchema,
  Habit: extras.habitSchema,
  ReminderPreferences: reminderPreferencesSchema,
};

const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** Every answer schema of the api-shapes modules, named after its export (`planResponseSchema` -> PlanResponse). */
function namedSchemas(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>(Object.entries(SHARED).map(([name, schema]) => [schema, name]));
  for (const shapes of [schedule, calendar, extras, account, admin, system]) {
    for (const [exported, value] of Object.entries(shapes)) {
      if (!isSchema(value) || names.has(value)) continue;
      const name = exported.replace(/Schema$/, "");
      names.set(value, name.charAt(0).toUpperCase() + name.slice(1));
    }
  }
  return names;
}

function operation(route: ApiRoute, names: Map<z.ZodType, string>) {
  const ref = (schema: z.ZodType) => ({ $ref: `#/components/schemas/${names.get(schema)}` });
  const success = route.body
    ? { content: { "application/json": { schema: ref(route.body) } } }
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
        content: { "application/json": { schema: ref(apiErrorSchema) } },
      },
    },
  };
}

export function buildOpenApi() {
  const names = namedSchemas();
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of names) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    io: "output",
    unrepresentable: "any",
    uri: (id) => `#/components/schemas/${id}`,
  });
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const route of API_ROUTES) {
    if (route.body && !names.has(route.body))
      throw new Error(`${route.method} ${route.path}: its schema is not exported`);
    paths[route.path] ??= {};
    paths[route.path][route.method.toLowerCase()] = operation(route, names);
  }
  return {
    openapi: "3.1.0",
    info: { title: "Rhythm API", version: "1", description: RULE },
    paths,
    components: { schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))) },
  };
}
