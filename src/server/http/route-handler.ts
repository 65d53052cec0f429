import "server-only";
/**
 * The one wrapper for route handlers: refuse cross-site and non-JSON state-changing requests
 * (request-guard.ts), read the JSON body with a size ceiling (read-body.ts), validate it with the
 * domain's zod schema, call the domain function, and turn AppError into a translated `{ error, code }`
 * with its status. Bad input is a 4xx with a message, never a 500. Every answer carries the
 * request id (`x-request-id`) and is logged as one line: request id, method, route, status, duration.
 */
import * as z from "zod/mini";
import { cleanStrings } from "@/lib/clean-text";
import { AppError, isAppError } from "@/lib/errors";
import type { ApiErrorBody } from "./api-shapes/common";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/request-id";
import { logger, requestLogger } from "@/server/logger";
import { hasMessage, translate } from "@/i18n/messages";
import { readBodyText } from "./read-body";
import { jsonResponse } from "./json-body";
import { requestLocale } from "@/i18n/request-locale";
import { assertSameSiteJson } from "./request-guard";

/** The API's one error body, `{error, code}`: the message in the request's language and the stable code. */
export function errorBody(request: Request, err: AppError<string>): ApiErrorBody {
  return { error: translate(requestLocale(request), err.messageKey, err.params), code: err.code };
}

export function errorResponse(request: Request, err: unknown, requestId?: string): Response {
  if (isAppError(err)) {
    return jsonResponse(JSON.stringify(errorBody(request, err)), {
      status: err.status,
      headers: { "Cache-Control": "no-store", ...err.headers },
    });
  }
  logger.error({ reqId: requestId, err, route: new URL(request.url).pathname }, "unexpected error in a route handler");
  return jsonResponse(JSON.stringify(errorBody(request, new AppError("server_error", 500, "errors.server"))), {
    status: 500,
  });
}

const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads and parses a JSON body (strings made storable: see clean-text). 413 when it is larger than
 * `maxBytes` (refused from Content-Length, or as soon as the stream passes it), 400 when it is not
 * JSON or nests deeper than MAX_JSON_DEPTH.
 */
export async function readJson(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const text = await readBodyText(request, maxBytes);
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
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = z.safeParse(schema, input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = issue?.message && hasMessage(issue.message) ? issue.message : "errors.invalidInput";
    throw new AppError("validation", 400, key, { field: issue?.path.join(".") ?? "" });
  }
  return result.data;
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** A calendar feed's address (/api/calendar/feed/{token}.ics; not /reset): its token is the credential. */
const FEED_TOKEN = /^(\/api\/calendar\/feed\/)(?!reset$)[^/]+$/;

/** The path as the request line logs it: a credential in it is masked. */
export function loggedRoute(pathname: string): string {
  return pathname.replace(FEED_TOKEN, "$1[redacted]");
}

/**
 * Wraps a handler so that cross-site or non-JSON state-changing requests are refused before it
 * runs, and thrown AppErrors become translated JSON answers.
 */
export function route<C = unknown>(handler: Handler<C>, options: { bodyTypes?: readonly string[] } = {}): Handler<C> {
  return async (request, context) => {
    const started = performance.now();
    const requestId = requestIdFrom(request.headers);
    let response: Response;
    try {
      assertSameSiteJson(request, options.bodyTypes);
      response = await handler(request, context);
    } catch (err) {
      response = errorResponse(request, err, requestId);
    }
    try {
      response.headers.set(REQUEST_ID_HEADER, requestId);
    } catch {
      // A response whose headers are immutable (passed through from fetch): copy it to tag it.
      response = new Response(response.body, response);
      response.headers.set(REQUEST_ID_HEADER, requestId);
    }
    const line = {
      reqId: requestId,
      method: request.method,
      route: loggedRoute(new URL(request.url).pathname),
      status: response.status,
      durationMs: Math.round(performance.now() - started),
    };
    // 503 is an expected answer (not ready yet, database unreachable): a warning, not an error.
    if (response.status === 503) requestLogger.warn(line, "request");
    else if (response.status >= 500) requestLogger.error(line, "request");
    else requestLogger.info(line, "request");
    return response;
  };
}
