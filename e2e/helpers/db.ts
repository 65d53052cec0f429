/**
 * Direct access to the e2e server's database, available when the suite runs on PostgreSQL
 * (TEST_DATABASE_URL): used to put accounts into states the UI cannot reach quickly, such as a
 * subscription whose end date has passed.
 */
import pg from "pg";
import { hash } from "@node-rs/argon2";

export const hasDatabaseAccess = !!process.env.TEST_DATABASE_URL && !!process.env.E2E_DB_NAME;

export function e2eDatabaseUrl(): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${process.env.E2E_DB_NAME}`;
  return url.toString();
}

export async function query<T extends pg.QueryResultRow = pg.QueryResultRow>(
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export interface SeedUser {
  email: string;
  password: string;
  onboarded?: boolean;
  tier?: "free" | "monthly" | "yearly" | "free_year";
  status?: string;
  endDate?: Date | null;
  role?: "user" | "admin" | "affiliate";
}

export async function createUser(u: SeedUser): Promise<string> {
  const passwordHash = await hash(u.password, { algorithm: 2 });
  const [row] = await query<{ id: string }>(
    `insert into users (id, email, password_hash, email_verified, has_completed_onboarding, subscription_tier, subscription_status, subscription_end_date, role)
     values (gen_random_uuid()::text, $1, $2, now(), $3, $4, $5, $6, $7) returning id`,
    [
      u.email,
      passwordHash,
      u.onboarded ?? true,
      u.tier ?? "free",
      u.status ?? (u.tier && u.tier !== "free" ? "active" : "inactive"),
      u.endDate ?? null,
      u.role ?? "user",
    ],
  );
  return row.id;
}
