import "server-only";
/**
 * The export as a byte stream, JSON or CSV, written section by section and batch by batch.
 *
 * JSON: {"exportedAt", "format": "rhythm-export", "version": 1, "profile": {...}, "plans": [...], ...}.
 * CSV: one file; the first column `kind` names the section (profile, plan, block, mood, ...), then
 * the union of every section's columns; a row fills only its own section's columns. Arrays and
 * objects are written as JSON inside the cell. A text cell that a spreadsheet would read as a
 * formula (starting with =, +, -, @, tab or carriage return: a habit named "=HYPERLINK(...)", a
 * title from an imported .ics) is written as text, as OWASP's CSV-injection guidance says: a
 * leading ' and the cell quoted. Numbers stay numbers (-12 XP is a number, not a formula); the JSON
 * export keeps every text exactly.
 */
import { stringify } from "csv-stringify/sync";
import type { ExportRow, ExportSection } from "./section";
import { logger } from "@/server/logger";

type ExportFormat = "json" | "csv";

const encoder = new TextEncoder();

async function* jsonChunks(userId: string, sections: readonly ExportSection[], now: Date): AsyncGenerator<string> {
  yield `{"format":"rhythm-export","version":1,"exportedAt":${JSON.stringify(now.toISOString())}`;
  for (const section of sections) {
    yield `,${JSON.stringify(section.key)}:`;
    if (!section.many) {
      let first: ExportRow | null = null;
      for await (const batch of section.batches(userId)) {
        first ??= batch[0] ?? null;
      }
      yield JSON.stringify(first);
      continue;
    }
    yield "[";
    let n = 0;
    for await (const batch of section.batches(userId)) {
      if (batch.length === 0) continue;
      // One chunk per batch: a chunk per row would cost a stream round-trip each.
      yield (n === 0 ? "" : ",") + batch.map((row) => JSON.stringify(row)).join(",");
      n += batch.length;
    }
    yield "]";
  }
  yield "}\n";
}

const FORMULA_START = /^[=+\-@\t\r]/;
/** Cells escaped by `cell`, quoted on output. */
const ESCAPED = /^'[=+\-@\t\r]/;

/** A text a spreadsheet would run as a formula, made plain text (see the top). */
function csvText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function cell(value: ExportRow[string] | undefined): string | number | boolean {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return csvText(JSON.stringify(value));
  if (typeof value === "string") return csvText(value);
  return value;
}

/** The CSV header: kind, then every section's columns once, in registry order. */
export function csvColumns(sections: readonly ExportSection[]): string[] {
  const seen = new Set<string>(["kind"]);
  for (const s of sections) for (const c of s.columns) seen.add(c);
  return [...seen];
}

async function* csvChunks(userId: string, sections: readonly ExportSection[]): AsyncGenerator<string> {
  const columns = csvColumns(sections);
  // A byte-order mark so spreadsheet apps read the file as UTF-8 (Arabic and Spanish text).
  yield "\uFEFF" + stringify([columns]);
  for (const section of sections) {
    for await (const batch of section.batches(userId)) {
      const rows = batch.map((row) =>
        columns.map((c) => (c === "kind" ? section.kind : section.columns.includes(c) ? cell(row[c]) : "")),
      );
      yield stringify(rows, { cast: { boolean: (v) => (v ? "true" : "false") }, quoted_match: ESCAPED });
    }
  }
}

export function streamExport(
  userId: string,
  format: ExportFormat,
  sections: readonly ExportSection[],
  now = new Date(),
): ReadableStream<Uint8Array> {
  const chunks = format === "json" ? jsonChunks(userId, sections, now) : csvChunks(userId, sections);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (err) {
        logger.error({ err }, "export failed mid-stream");
        controller.error(err);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
