/**
 * The one error type the server raises on purpose: a code, an HTTP status and a messages key.
 * Route handlers and server actions turn it into a translated `{ error }` with that status;
 * anything else is a bug, logged and answered with a generic 500.
 *
 * Recognise one with `isAppError`, never `instanceof`: route handlers, server actions and the
 * proxy are bundled separately, so an error made by one bundle's copy of this class is not an
 * instance of another bundle's copy (a limiter shared through globalThis answered 500 that way).
 */
type ErrorCode =
  | "bad_request"
  | "invalid_json"
  | "validation"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "unavailable";

// A registered symbol is the same in every bundle and realm.
const APP_ERROR: unique symbol = Symbol.for("rhythm.AppError");

/** Domains may narrow the code to their own list (BillingError's codes); the wrappers only read it. */
export class AppError<C extends string = ErrorCode> extends Error {
  readonly [APP_ERROR] = true;

  constructor(
    public readonly code: C,
    public readonly status: number,
    /** Key under messages/*.json, e.g. "auth.errors.emailTaken". */
    public readonly messageKey: string,
    public readonly params: Record<string, string | number> = {},
    public readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
    this.name = "AppError";
  }
}

export const badRequest = (key: string, params?: Record<string, string | number>) =>
  new AppError("bad_request", 400, key, params);
export const unauthorized = (key = "errors.unauthorized") => new AppError("unauthorized", 401, key);
export const forbidden = (key = "errors.forbidden") => new AppError("forbidden", 403, key);
export const notFound = (key = "errors.notFound") => new AppError("not_found", 404, key);
export const conflict = (key: string) => new AppError("conflict", 409, key);
export const rateLimited = (retryAfterSeconds: number, key = "errors.rateLimited") =>
  new AppError("rate_limited", 429, key, { seconds: retryAfterSeconds }, { "Retry-After": String(retryAfterSeconds) });

/** True for an AppError from any bundle's copy of this module. */
export function isAppError(err: unknown): err is AppError {
  if (err instanceof AppError) return true;
  if (typeof err !== "object" || err === null || (err as Record<PropertyKey, unknown>)[APP_ERROR] !== true)
    return false;
  const e = err as Partial<AppError>;
  return typeof e.code === "string" && typeof e.status === "number" && typeof e.messageKey === "string";
}
