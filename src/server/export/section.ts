/**
 * One kind of exported data. JSON puts each section under its `key`; CSV writes one file with a
 * `kind` column first and the union of every section's columns, each row filling its own section's
 * columns. Rows come in batches so a large account streams instead of sitting in memory.
 */
export type ExportValue = string | number | boolean | null | string[] | Record<string, unknown> | unknown[];
export type ExportRow = Record<string, ExportValue>;

export interface ExportSection {
  /** JSON key (plural): "plans". */
  key: string;
  /** CSV `kind` value (singular): "plan". */
  kind: string;
  /** CSV columns of this section, in order. */
  columns: readonly string[];
  /** false: JSON writes the first row as an object, not an array (the profile). */
  many: boolean;
  batches(userId: string): AsyncGenerator<ExportRow[]>;
}

export const EXPORT_BATCH_SIZE = 1000;
