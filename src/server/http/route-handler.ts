import "server-only";
/**
 * The one wrapper for route handlers: parse the JSON body safely, validate it with the domain's
 * zod schema, call the domain function, and turn AppError into a translated `{ error }` with its
 * status. Bad input is a 4xx with a message, never a 500.
 */
import type { z } from "zod";
import { cleanStrings } from "@/lib/clean-text";
import { AppError } from "@/lib/errors";
import { translate } from "@/i18n/messages";
import { requestLocale } from "./request-locale";

export function errorResponse(request: Request, err: unknown): Response {
  const locale = requestLocale(request);
  if (err instanceof AppError) {
    return Response.json(
      { error: translate(locale, err.messageKey, err.params), code: err.code },
      { status: err.status, headers: { "Cache-Control": "no-store", ...err.headers } },
    );
  }
  console.error("[api] unexpected error:", err);
  return Response.json({ error: translate(locale, "errors.server"), code: "server_error" }, { status: 500 });
}

const MAX_BODY_BYTES = 64 * 1024;

/** Reads and parses a JSON body (strings made storable: see clean-text); 400 when it is not JSON, 413 when too large. */
export async function readJson(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) throw new AppError("payload_too_large", 413, "errors.payloadTooLarge");
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", 400, "errors.invalidJson");
  }
  return cleanStrings(parsed);
}

/**
 * Validates with a schema whose issue messages are messages keys; the first issue becomes the
 * error (status 400 unless the key is mapped to another status by the caller's schema).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = issue?.message && /^[a-zA-Z]+(\.[a-zA-Z0-9]+)+$/.test(issue.message) ? issue.message : "errors.invalidInput";
    throw new AppError("validation", 400, key, { field: issue?.path.join(".") ?? "" });
  }
  return result.data;
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** Wraps a handler so that thrown AppErrors become translated JSON answers. */
export function route<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (err) {
      return errorResponse(request, err);
    }
  };
}
