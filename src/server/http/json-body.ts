/**
 * How the API's JSON answers leave: `jsonResponse(text, init)`.
 *
 * Next.js gzips every answer whose type is compressible (its `compress` option, the `compression`
 * middleware), whatever its size: a route handler's body is streamed without a Content-Length, so
 * the middleware's 1 KB threshold never applies, and `{"plan":null}` was gzipped too. Each gzip
 * stream costs a zlib set-up (its 256 KB window allocated and cleared) plus the thread-pool hop,
 * about 1-1.5 ms of CPU, which was a third of a small answer's whole cost (issue 25, item 5:
 * `bench/endpoints.mjs` measured GET /api/schedule at 6.3-9 ms with gzip and 4.8-6 ms without).
 * So an answer of up to COMPRESS_FROM_BYTES leaves as it is (its Content-Length set, and
 * `no-transform`, which the middleware honours), and a larger one (a calendar range, a year of
 * analytics) is still compressed, where the bytes saved are worth the CPU.
 */

/** JSON answers smaller than this are sent uncompressed (a day's plan is 2-4 KB). */
export const COMPRESS_FROM_BYTES = 16 * 1024;

/** `Cache-Control` with `no-transform` added (the compression middleware skips such answers). */
function noTransform(value: string | null): string {
  if (!value) return "no-transform";
  return /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(value) ? value : `${value}, no-transform`;
}

/** A JSON answer from its serialised text: uncompressed when small (see above). */
export function jsonResponse(text: string, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has("content-type")) headers.set("content-type", "application/json");
  const bytes = Buffer.byteLength(text);
  if (bytes < COMPRESS_FROM_BYTES) {
    headers.set("cache-control", noTransform(headers.get("cache-control")));
    headers.set("content-length", String(bytes));
  }
  return new Response(text, { ...init, headers });
}
