/**
 * Field errors a server action answered (messages keys per field, from the same schema the form's
 * resolver uses) put on the form's fields, so they show where the form's own checks show them.
 */
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** Marks each named field and focuses the first; true when there was at least one. */
export function setServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: Record<string, string> | undefined,
  fields: readonly Path<T>[],
): boolean {
  const named = fields.filter((field) => fieldErrors?.[field]);
  named.forEach((field, i) =>
    setError(field, { type: "server", message: fieldErrors?.[field] }, { shouldFocus: i === 0 }),
  );
  return named.length > 0;
}
