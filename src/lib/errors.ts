/**
 * The one error type the server raises on purpose: a code, an HTTP status and a messages key.
 * Route handlers and server actions turn it into a translated `{ error }` with that status;
 * anything else is a bug, logged and answered with a generic 500.
 */
export type ErrorCode =
  | "bad_request"
  | "invalid_json"
  | "validation"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "rate_limited"
  | "unavailable";

export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
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

export const badRequest = (key: string, params?: Record<string, string | number>) => new AppError("bad_request", 400, key, params);
export const unauthorized = (key = "errors.unauthorized") => new AppError("unauthorized", 401, key);
export const forbidden = (key = "errors.forbidden") => new AppError("forbidden", 403, key);
export const notFound = (key = "errors.notFound") => new AppError("not_found", 404, key);
export const conflict = (key: string) => new AppError("conflict", 409, key);
export const rateLimited = (retryAfterSeconds: number, key = "errors.rateLimited") =>
  new AppError("rate_limited", 429, key, { seconds: retryAfterSeconds }, { "Retry-After": String(retryAfterSeconds) });
