/**
 * Where to send someone after signing in (the `callbackUrl` parameter), made safe against open
 * redirects. A prefix check is not enough: `/%09/evil.example` passed "starts with one slash",
 * and the browser, which drops tabs and newlines from URLs, went to `//evil.example`. So the
 * value is read the way a browser reads it: control characters removed, then resolved with the
 * WHATWG URL parser against Rhythm's own origin, and accepted only when the result has that
 * origin. What comes back is the normalised path, query and fragment (percent-encoded ASCII, so
 * it is always a valid Location header), or the fallback.
 *
 * Rhythm's own links put only ASCII paths in callbackUrl, so a value with control characters
 * (tab, CR, LF, any C0 or DEL) or non-ASCII text was made by someone else: it goes to the
 * fallback too, rather than to whatever the browser would make of it.
 */
const CONTROL = /[\u0000-\u001f\u007f]/g;
const NOT_PRINTABLE_ASCII = /[^\u0020-\u007e]/;
const MAX_LENGTH = 2048;

export function safeRedirectPath(value: unknown, fallback: string, ownOrigin: string): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_LENGTH) return fallback;
  if (NOT_PRINTABLE_ASCII.test(raw)) return fallback;
  // Belt and braces: what the check above refused is exactly what a browser would have dropped.
  const cleaned = raw.replace(CONTROL, "").trim();
  let base: URL;
  let target: URL;
  try {
    base = new URL(ownOrigin);
    target = new URL(cleaned, base);
  } catch {
    return fallback;
  }
  if (target.origin !== base.origin) return fallback;
  // Only paths and same-origin absolute URLs: "dashboard" or "?x" would resolve against whatever page.
  if (!cleaned.startsWith("/") && !cleaned.toLowerCase().startsWith(`${base.origin.toLowerCase()}/`)) return fallback;
  const path = target.pathname + target.search + target.hash;
  // A path that a browser could still read as another host ("//host" once normalised).
  if (path.startsWith("//") || path.startsWith("/\\")) return fallback;
  return path;
}

/**
 * Auth.js's `redirect` callback. Its default prefixes any value starting with "/" to the origin
 * (so "/\r\n..." became a Location header Node refuses: a 500) and throws on a value that is not
 * a URL (another 500); this one always answers a URL on the app's origin.
 */
export function authRedirect({ url, baseUrl }: { url: string; baseUrl: string }): string {
  return `${baseUrl.replace(/\/$/, "")}${safeRedirectPath(url, "/", baseUrl)}`;
}
