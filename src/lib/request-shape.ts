/**
 * Requests Next.js itself cannot read, recognised early by the proxy so they get a 400 with a
 * message (and the security headers) instead of Next's bare 500:
 * - a path with a malformed percent escape (`/api/health/%ZZ`): Next's router fails to decode it
 *   while matching dynamic routes and answers a plain-text 500;
 * - a server-action call whose body is text that is not JSON, or JSON nested deeper than any
 *   argument Rhythm takes: React's decoder throws (or overflows the stack) before our action
 *   wrapper runs, and Next answers 500 with an error digest.
 * What still reaches Next malformed (valid JSON with references React cannot resolve, broken
 * multipart action bodies) is listed in the README under "Known framework limits".
 */

/** True when `pathname` has a `%` not followed by two hex digits (or decodes to invalid UTF-8). */
export function hasMalformedEscape(pathname: string): boolean {
  if (!pathname.includes("%")) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** Server-action arguments are shallow; React's own encoding adds a level or two. */
export const MAX_ACTION_JSON_DEPTH = 64;

/**
 * How deeply `text` nests arrays and objects, counted without recursion (brackets inside JSON
 * strings do not count). Stops counting once past `limit`.
 */
export function jsonDepth(text: string, limit = MAX_ACTION_JSON_DEPTH): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) max = depth;
      if (max > limit) return max;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return max;
}

/** Why a text server-action body cannot be an action call, or null when it can be decoded. */
export function actionBodyProblem(text: string): "notJson" | "tooDeep" | null {
  // Depth first: JSON.parse itself is iterative, but what React does with the result is not.
  if (jsonDepth(text) > MAX_ACTION_JSON_DEPTH) return "tooDeep";
  try {
    JSON.parse(text);
    return null;
  } catch {
    return "notJson";
  }
}
