import "server-only";
/**
 * What every answer of the API shares: the error body, and `json`, the route handlers' one way to
 * answer a body whose type is its documented schema's (no parsing at run time: the type check is
 * what keeps the answer and its schema, and so docs/api/openapi.json, together).
 */
import { z } from "zod";
import { jsonResponse } from "../json-body";

/** Every error answer: the message in the request's language and a stable code (AppError's). */
export const apiErrorSchema = z.strictObject({ error: z.string(), code: z.string() });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** `Response.json(body, init)` for a body of the schema's type (small answers uncompressed: json-body.ts). */
export function json<S extends z.ZodType>(_schema: S, body: z.infer<S>, init?: ResponseInit): Response {
  return jsonResponse(JSON.stringify(body), init);
}

/** A date as the answers carry it: an ISO string, or null. */
export const isoOrNull = (d: Date | null): string | null => (d ? d.toISOString() : null);
