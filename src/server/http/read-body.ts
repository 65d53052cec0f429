import "server-only";
/**
 * Request bodies read with a ceiling. `request.text()` and `request.json()` buffer the whole body
 * before anyone can look at its size: a 200 MB body grew the process by 730 MB. Here a declared
 * Content-Length over the limit is refused before a byte is read, and the stream itself is read
 * with a running count and cancelled as soon as it passes the limit (chunked bodies declare no
 * length), so memory never holds more than the limit plus one chunk.
 */
import { AppError } from "@/lib/errors";

const tooLarge = (maxBytes: number) =>
  new AppError("payload_too_large", 413, "errors.payloadTooLarge", { max: maxBytes });

/** The declared Content-Length, or undefined when absent or not a plain number. */
function declaredLength(request: Request): number | undefined {
  const raw = request.headers.get("content-length");
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return undefined;
  return Number(raw);
}

/** True when the request carries a body (a length above zero, or a chunked one). */
export function hasBody(request: Request): boolean {
  const length = declaredLength(request);
  if (length !== undefined) return length > 0;
  return request.headers.has("transfer-encoding");
}

/** The body's bytes, at most `maxBytes` of them; a 413 AppError (nothing more read) past that. */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const length = declaredLength(request);
  if (length !== undefined && length > maxBytes) {
    await request.body?.cancel().catch(() => {});
    throw tooLarge(maxBytes);
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text (invalid sequences become U+FFFD), at most `maxBytes` bytes of it. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, maxBytes));
}
