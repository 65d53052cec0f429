import "server-only";
/**
 * The one wrapper for server actions (they are public endpoints): authenticate with the given
 * guard, validate the input with the domain's zod schema, call the domain function, and return a
 * translated result instead of throwing, so the form can show it. Input the schema refuses also
 * names each refused field with its messages key (`fieldErrors`), so the form can mark that field.
 * The language is the request's (src/i18n/action-locale.ts); the domain function gets it too.
 */
import * as z from "zod/mini";
import { cleanStrings } from "@/lib/clean-text";
import { isAppError } from "@/lib/errors";
import { actionLocale } from "@/i18n/action-locale";
import { hasMessage, translate } from "@/i18n/messages";
import type { Locale } from "@/i18n/locales";
import type { User } from "@/server/db/schema";
import { logger } from "@/server/logger";

/** A failure carries the same `{error, code}` as an API answer (the route wrapper's), plus the fields refused. */
export type ActionResult<T> =
  { ok: true; data: T } | { ok: false; error: string; code: string; fieldErrors?: Record<string, string> };

/** The messages key of the first issue of each top-level field. */
function fieldErrorsOf(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && hasMessage(issue.message)) out[field] ??= issue.message;
  }
  return out;
}

export function action<S extends z.core.$ZodType, T>(
  guard: () => Promise<User>,
  schema: S,
  fn: (user: User, input: z.infer<S>, request: { locale: Locale }) => Promise<T>,
) {
  return async (input: unknown): Promise<ActionResult<T>> => {
    const locale = await actionLocale();
    try {
      const user = await guard();
      const parsed = z.safeParse(schema, cleanStrings(input));
      if (!parsed.success) {
        const key = parsed.error.issues[0]?.message;
        return {
          ok: false,
          error: translate(locale, key && hasMessage(key) ? key : "errors.invalidInput"),
          code: "validation",
          fieldErrors: fieldErrorsOf(parsed.error),
        };
      }
      return { ok: true, data: await fn(user, parsed.data, { locale }) };
    } catch (err) {
      if (isAppError(err)) return { ok: false, error: translate(locale, err.messageKey, err.params), code: err.code };
      logger.error({ err }, "unexpected error in a server action");
      return { ok: false, error: translate(locale, "errors.server"), code: "server_error" };
    }
  };
}
