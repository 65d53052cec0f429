/**
 * Errors of the forms on react-hook-form. Every message is a messages key from the zod schema the
 * form's resolver and the server share, translated where it is shown. The server's field errors
 * (from the same schema) are put on the form's fields, so they show where the form's own do.
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

/**
 * The messages key of a field's error, or of the first error inside it: a list or an object field
 * (goals, a schedule) is refused for one of its items as often as for itself.
 */
export function errorKey(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === "string" && message) return message;
  for (const [key, inner] of Object.entries(error)) {
    if (key === "ref") continue;
    const found = errorKey(inner);
    if (found) return found;
  }
  return undefined;
}

/** Each field's messages key (see errorKey), for field components that take one as a string. */
export function errorKeys(errors: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) {
    const key = errorKey(error);
    if (key && field !== "root") out[field] = key;
  }
  return out;
}
