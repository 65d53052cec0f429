import "server-only";
/**
 * The body of POST /api/calendar/import: text/calendar only, read as a stream and refused as soon
 * as it passes 2 MB (a declared Content-Length over the limit is refused before reading).
 */
import { AppError } from "@/lib/errors";
import { importTooLarge, MAX_IMPORT_BYTES } from "./import-ics";

const wrongType = () => new AppError("bad_request", 400, "calendarApi.errors.importContentType");

export async function readCalendarBody(request: Request, maxBytes = MAX_IMPORT_BYTES): Promise<string> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "text/calendar") throw wrongType();
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) throw importTooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw importTooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}
