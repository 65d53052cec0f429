/**
 * The client's one fetcher and one error parser (spec sections 7 and 8). Requests carry the
 * session cookie (the browser's equivalent of the spec's bearer token) and, when given, the page's
 * language (x-rhythm-locale) so the server words its answers for it. Any non-OK answer throws
 * ApiError, whose message reads "{status}: {response text or status text}"; `errorMessage` turns
 * one into the server's translated `{error, code}` text for the user.
 */
import { LOCALE_HEADER } from "@/i18n/request-locale";

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = "ApiError";
  }

  /** The server's `{ error }` text when there is one, else the raw answer. */
  get userMessage(): string {
    return errorMessage(this, this.body);
  }
}

interface ApiOptions {
  method?: string;
  /** JSON-encoded unless it is a string, which goes as it is (with `contentType`). */
  body?: unknown;
  contentType?: string;
  /** The page's language, sent as x-rhythm-locale: the API answers in it (src/i18n/request-locale.ts). */
  locale?: string;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a visit's referral, sent as the page goes away). */
  keepalive?: boolean;
}

/** The answer of a request that went through; throws ApiError for any non-OK status. */
export async function apiFetch(url: string, options: ApiOptions = {}): Promise<Response> {
  const { method = "GET", body, contentType = "application/json", locale, signal, keepalive } = options;
  const headers: Record<string, string> = {};
  if (locale) headers[LOCALE_HEADER] = locale;
  if (body !== undefined) headers["content-type"] = contentType;
  const res = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    credentials: "same-origin",
    signal,
    keepalive,
  });
  if (!res.ok) throw new ApiError(res.status, (await res.text().catch(() => "")) || res.statusText);
  return res;
}

/** The parsed JSON answer, or null for an empty one (204). */
export async function apiJson<T>(url: string, options: ApiOptions = {}): Promise<T> {
  const res = await apiFetch(url, options);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The one parser of an error answer: the server's `{error, code}` (or `{error: {message}}`). */
function readError(error: unknown): { message?: string; code?: string } {
  if (!(error instanceof ApiError)) return {};
  try {
    const parsed = JSON.parse(error.body) as { error?: unknown; code?: unknown };
    const text =
      typeof parsed.error === "string"
        ? parsed.error
        : parsed.error && typeof parsed.error === "object" && "message" in parsed.error
          ? parsed.error.message
          : undefined;
    return {
      // Short text only: never a stack or an HTML page that a proxy put in a JSON field.
      message: typeof text === "string" && text && text.length < 300 ? text : undefined,
      code: typeof parsed.code === "string" ? parsed.code : undefined,
    };
  } catch {
    return {}; // not JSON: a proxy's or the platform's page, not words for the user
  }
}

/** The server's translated message for the user, or `fallback` (a network failure, a proxy's page). */
export function errorMessage(error: unknown, fallback: string): string {
  return readError(error).message ?? fallback;
}

/** The server's error code (`{code}`), for the few forms that act on a particular refusal. */
export function errorCode(error: unknown): string | undefined {
  return readError(error).code;
}
