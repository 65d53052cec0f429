/**
 * The one place that reads process.env. Every variable is validated with zod the first time
 * `env()` is called (at server start, from instrumentation), and a missing or malformed variable
 * stops start-up with a message that names it. Everything else imports `env()`.
 */
import { z } from "zod";

const bool = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "yes");

const int = (def: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(def);

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined))
  .pipe(z.url().optional());

const postgresUrl = optionalUrl.refine(
  (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
  "must be a postgres:// or postgresql:// URL",
);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: int(3000, 1, 65535),
  // pino's levels; read by src/server/logger.ts before this schema runs (so that env errors are logged too).
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  APP_URL: optionalUrl,
  // Tests only: "off" turns off the proxy's sign-in redirects, to prove the server guards alone refuse.
  PROXY_AUTH_FILTER: z.enum(["on", "off"]).default("on"),
  // Benchmarks only: "on" serves the no-op handler (/api/schedule/noop) that bench/*.mjs measure against.
  BENCH_NOOP: z.enum(["on", "off"]).default("off"),

  DATABASE_URL: postgresUrl,
  DATABASE_POOL_SIZE: int(10, 1, 200),
  DATABASE_CONNECT_TIMEOUT_MS: int(2000, 100, 60_000),
  DATABASE_STATEMENT_TIMEOUT_MS: int(10_000, 100, 600_000),
  PGLITE_DIR: z.string().default(".data/pglite"),
  SEED_DEMO: bool,
  // Only the test suite reads this: a PostgreSQL server on which tests create throw-away databases.
  TEST_DATABASE_URL: postgresUrl,

  AUTH_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, "must be at least 32 characters"),
  AUTH_GOOGLE_ID: optionalString,
  AUTH_GOOGLE_SECRET: optionalString,
  AUTH_GOOGLE_ISSUER: optionalUrl,
  AUTH_APPLE_ID: optionalString,
  AUTH_APPLE_SECRET: optionalString,
  AUTH_APPLE_ISSUER: optionalUrl,
  PREVIEW_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),

  PASSWORD_MIN_LENGTH: int(6, 1, 4096),
  PASSWORD_MAX_LENGTH: z.coerce.number().int().min(1).max(4096).optional(),
  PASSWORD_REQUIRE_LOWERCASE: bool,
  PASSWORD_REQUIRE_UPPERCASE: bool,
  PASSWORD_REQUIRE_NUMERIC: bool,
  PASSWORD_REQUIRE_NON_ALPHANUMERIC: bool,

  SMTP_URL: optionalUrl.refine((v) => v === undefined || /^smtps?:\/\//.test(v), "must be an smtp:// or smtps:// URL"),
  MAIL_FROM: z.string().default("Rhythm <no-reply@rhythm.local>"),
  DEV_MAILBOX: bool,
  // A production build never serves the local mailbox unless this says so too (with a start-up warning).
  DEV_MAILBOX_IN_PRODUCTION: bool,

  // How many reverse proxies in front of the app append to X-Forwarded-For; 0 = use the socket's address.
  TRUST_PROXY: int(0, 0, 10),

  REDIS_URL: optionalUrl.refine(
    (v) => v === undefined || /^rediss?:\/\//.test(v),
    "must be a redis:// or rediss:// URL",
  ),

  ADMIN_SETUP_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, "must be at least 16 characters"),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_MONTHLY: optionalString,
  STRIPE_PRICE_YEARLY: optionalString,
  STRIPE_API_HOST: optionalString,
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(["http", "https"]).optional(),
  BILLING_DEMO: bool,
  PRICE_MONTHLY_CENTS: int(1200, 0),
  PRICE_YEARLY_CENTS: int(9600, 0),
  PRICE_CURRENCY: z
    .string()
    .regex(/^[a-z]{3}$/i, "must be a 3-letter currency code")
    .default("usd"),

  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  LLM_DAILY_QUOTA: int(50, 0),
  LLM_TIMEOUT_MS: int(20_000, 100, 120_000),

  // Affiliate programme: attribution window, commission rate and duration, holding period (the refund window).
  AFFILIATE_ATTRIBUTION_DAYS: int(30, 1, 365),
  AFFILIATE_COMMISSION_PERCENT: int(20, 0, 100),
  AFFILIATE_COMMISSION_MONTHS: int(12, 1, 120),
  AFFILIATE_HOLDING_DAYS: int(30, 0, 365),

  // Calendars followed by URL (issue 27): minutes between fetches of one calendar; tests only: let
  // loopback and private addresses through the SSRF check (never link-local or metadata).
  CALENDAR_REFRESH_MINUTES: int(15, 1, 24 * 60),
  CALENDAR_FETCH_ALLOW_PRIVATE: bool,
  // Web Push (issue 27): VAPID keys (generated and kept in the database when unset), the contact
  // the push services see, and (tests only) push endpoints on loopback or private addresses.
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString,
  PUSH_ALLOW_PRIVATE: bool,
});

type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      `Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}\nSee .env.example for every variable.`,
    );
    this.name = "EnvError";
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map(
        (i) =>
          `${i.path.join(".") || "(root)"}: ${i.message}${i.path.length ? ` (got ${JSON.stringify(source[String(i.path[0])])})` : ""}`,
      ),
    );
  }
  return result.data;
}

let cached: Env | undefined;

/** The validated environment. Parsed once per process. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change variables between cases; production never calls this. */
export function resetEnvForTests(): void {
  cached = undefined;
}

/** Where the app is served from (used for links in emails and Stripe redirects). */
export function appUrl(): string {
  const e = env();
  return (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
}

/** True when Rhythm runs on the embedded PGlite database: local use on one machine. */
export function usesEmbeddedDatabase(): boolean {
  return !env().DATABASE_URL;
}

/**
 * The id of this build (next.config.ts makes one per build and inlines it at build time), which
 * names the service worker's caches. "dev" under `next dev`, where nothing is inlined.
 */
export const BUILD_ID: string = process.env.RHYTHM_BUILD_ID ?? "dev";

/**
 * NODE_ENV and LOG_LEVEL for src/server/logger.ts, read without env()'s validation: the logger must
 * work before (and while) a bad environment is reported.
 */
export function loggerEnv(): { nodeEnv: string | undefined; logLevel: string | undefined } {
  return { nodeEnv: process.env.NODE_ENV, logLevel: process.env.LOG_LEVEL };
}
