import "server-only";
/**
 * The server's one logger: pino, one JSON line per event with a level, a time and the fields given
 * (request id, route, status, duration for requests; see http/route-handler.ts). LOG_LEVEL sets the
 * level (info by default). In development, when pino-pretty is installed, lines are pretty-printed;
 * a production build always writes JSON.
 *
 * Secrets never reach a line: the paths below are replaced by "[redacted]" wherever they occur.
 * LOG_LEVEL and NODE_ENV come unvalidated from lib/env.ts (loggerEnv) because the logger must work
 * before (and while) env() reports a bad environment.
 */
import { createRequire } from "node:module";
import path from "node:path";
import pino, { type DestinationStream, type Logger } from "pino";
import { loggerEnv } from "@/lib/env";
import { processSlot } from "@/server/process-slot";

const LEVELS = new Set(["fatal", "error", "warn", "info", "debug", "trace", "silent"]);

/** Field names whose values are never logged, at the top level or one or two levels down. */
const SECRET_KEYS = [
  "password",
  "passwordHash",
  "newPassword",
  "currentPassword",
  "token",
  "secret",
  "authorization",
  "cookie",
  "set-cookie",
  "apiKey",
  "AUTH_SECRET",
  "STRIPE_SECRET_KEY",
  "SMTP_URL",
  "DATABASE_URL",
  "REDIS_URL",
];
const REDACT_PATHS = SECRET_KEYS.flatMap((k) => [`["${k}"]`, `*["${k}"]`, `*.*["${k}"]`]);

const { nodeEnv: NODE_ENV, logLevel: LOG_LEVEL } = loggerEnv();

function prettyStream(): DestinationStream | undefined {
  if (NODE_ENV === "production") return undefined;
  try {
    // Resolved from the project, not bundled: pino-pretty is a devDependency and may be absent.
    const load = createRequire(path.join(process.cwd(), "package.json"));
    const pretty = load("pino-pretty") as (options: Record<string, unknown>) => DestinationStream;
    return pretty({ colorize: true, sync: true, translateTime: "HH:MM:ss.l", ignore: "pid,hostname" });
  } catch {
    return undefined;
  }
}

function createLogger(): Logger {
  const wanted = LOG_LEVEL ?? "";
  const level = LEVELS.has(wanted) ? wanted : NODE_ENV === "test" ? "silent" : "info";
  const options = {
    level,
    base: { pid: process.pid },
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: { err: pino.stdSerializers.err },
  };
  // Lines are written asynchronously (sonic-boom): under load a write carries the lines queued while
  // the previous one was in flight, instead of one blocking write per line (about 4% of the CPU of a
  // signed-in API request in bench/endpoints.mjs). minLength 0: an idle server still writes each
  // line at once. pino flushes what is queued when the process exits.
  const stream = prettyStream() ?? pino.destination({ dest: 1, sync: false, minLength: 0 });
  return pino(options, stream);
}

const loggerSlot = processSlot<Logger>("logger");

/** One logger per process, shared by every bundle (route handlers, actions, instrumentation). */
export const logger: Logger = (loggerSlot.value ??= createLogger());

/**
 * The request lines of http/route-handler.ts: the same logger without the redaction pass. Their
 * fields are fixed (request id, method, route, status, duration) and hold no secret (a credential
 * in a path is masked before: see `loggedRoute`), and the pass, which walks every line for the
 * paths above and their wildcards, cost 30-35 µs per line, once per API request.
 */
export const requestLogger: Logger = logger.child({}, { redact: { paths: [] } });
