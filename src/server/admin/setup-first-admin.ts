import "server-only";
/**
 * /admin-setup: creates the first admin, only while no admin exists and only with the
 * ADMIN_SETUP_TOKEN from the environment. A transaction-scoped advisory lock makes concurrent
 * attempts queue, so exactly one admin is created however many arrive at once.
 */
import { timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { env } from "@/lib/env";
import { AppError, badRequest, conflict, notFound } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { checkPassword } from "@/server/auth/password-policy";
import { emailSchema } from "@/server/auth/schemas";
import { hashPassword } from "@/server/auth/sign-up";
import { normalizeEmail } from "@/server/users/queries";

const ADMIN_SETUP_LOCK = 7_365_221_004_119n;

export const adminSetupSchema = z.object({
  token: z.string().min(1, { error: "admin.errors.badToken" }).max(512),
  email: emailSchema,
  password: z.string().max(4096),
  displayName: z.string().trim().max(80).optional(),
});

async function adminExists(): Promise<boolean> {
  const [row] = await getDb().select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  return !!row;
}

/** Setup is open while a token is configured and no admin exists. */
export async function adminSetupOpen(): Promise<boolean> {
  return !!env().ADMIN_SETUP_TOKEN && !(await adminExists());
}

function tokenMatches(given: string): boolean {
  const expected = env().ADMIN_SETUP_TOKEN;
  if (!expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function setupFirstAdmin(input: z.infer<typeof adminSetupSchema>): Promise<{ id: string }> {
  if (!env().ADMIN_SETUP_TOKEN) throw notFound();
  if (!tokenMatches(input.token)) throw new AppError("forbidden", 403, "admin.errors.badToken");
  const problem = checkPassword(input.password);
  if (problem) throw badRequest(problem.key, problem.params);
  const passwordHash = await hashPassword(input.password);
  const email = normalizeEmail(input.email);
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_SETUP_LOCK.toString()}::bigint)`);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
    if (existing) throw notFound();
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    if (taken) throw conflict("auth.errors.emailTaken");
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        name: input.displayName || null,
        role: "admin",
        emailVerified: new Date(),
        hasCompletedOnboarding: true,
      })
      .returning({ id: users.id });
    return created;
  });
}
