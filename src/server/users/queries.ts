import "server-only";
/** Reads of the users table. Every lookup by id is the caller's own row. */
import { eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/server/db/client";
import { users, type User } from "@/server/db/schema";

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Deliberately unscoped: sign-in and sign-up must find an account by its address. */
export async function unsafeFindUserByEmail(email: string): Promise<User | undefined> {
  const [row] = await getDb()
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return row;
}

function prepareUserById(db: Db) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .limit(1)
    .prepare("rhythm_user_by_id");
}

// Every signed-in request reads its user row: a prepared statement (one per database handle) saves
// the server parsing and planning it each time, and drizzle building the SQL each time.
const userByIdStatements = new WeakMap<Db, ReturnType<typeof prepareUserById>>();

export async function getUserById(userId: string): Promise<User | undefined> {
  const db = getDb();
  let statement = userByIdStatements.get(db);
  if (!statement) userByIdStatements.set(db, (statement = prepareUserById(db)));
  const [row] = await statement.execute({ id: userId });
  return row;
}

/** The profile of spec section 3, as GET /api/auth/user returns it. */
export function toProfile(user: User) {
  return {
    hasCompletedOnboarding: user.hasCompletedOnboarding,
    subscriptionTier: user.subscriptionTier,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionEndDate: user.subscriptionEndDate ? user.subscriptionEndDate.toISOString() : null,
    email: user.email,
  };
}
