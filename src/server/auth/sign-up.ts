import "server-only";
/** Creating an account with email and password (spec sections 5 and 8). */
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { badRequest, conflict } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import type { Locale } from "@/i18n/routing";
import { checkPassword } from "./password-policy";
import type { SignUpInput } from "./schemas";
import { normalizeEmail, unsafeFindUserByEmail } from "@/server/users/queries";
import { sendVerificationEmail } from "./verification";
import { logger } from "@/server/logger";

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function signUp(input: SignUpInput, locale: Locale): Promise<{ id: string; email: string }> {
  const email = normalizeEmail(input.email);
  const problem = checkPassword(input.password);
  if (problem) throw badRequest(problem.key, problem.params);
  if (await unsafeFindUserByEmail(email)) throw conflict("auth.errors.emailTaken");

  const passwordHash = await hashPassword(input.password);
  const db = getDb();
  let created: { id: string; email: string };
  try {
    [created] = await db
      .insert(users)
      .values({ email, passwordHash, language: locale })
      .returning({ id: users.id, email: users.email });
  } catch (err) {
    // Two sign-ups with one address at once: the unique index decides.
    // Drizzle wraps the driver's error: the code is on `cause` on PostgreSQL.
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    if (
      (err as { code?: string }).code === "23505" ||
      cause?.code === "23505" ||
      /unique|duplicate/i.test(`${String((err as Error).message)} ${cause?.message ?? ""}`)
    ) {
      throw conflict("auth.errors.emailTaken");
    }
    throw err;
  }
  // The spec sets the optional display name on the account after creation.
  if (input.displayName) await db.update(users).set({ name: input.displayName }).where(eq(users.id, created.id));
  try {
    await sendVerificationEmail({ id: created.id, email }, locale);
  } catch (err) {
    // The account exists; the user can ask for the link again.
    logger.error({ err: (err as Error).message }, "verification email failed");
  }
  return created;
}
