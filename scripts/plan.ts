/**
 * Plan a day from the command line with the rules engine.
 *
 *   npm run --silent plan -- --date 2026-11-23 --day-start 08:00 --day-end 22:00 "standup at 9:30, 3 hours on the report"
 *   echo "gym after work, lunch" | npm run --silent plan
 *
 * Prints JSON: {"blocks":[{title,start,end,kind,fixed[,conflict],reason}],"unscheduled":[{title,reason,minutes}]}
 * Reasons are in the language of the description (English, Spanish or Arabic) unless --locale says.
 * Exit codes: 0 ok · 1 empty or too-long description · 2 bad flags.
 */

import {
  detectLanguage,
  formatReason,
  planDay,
  validateDescription,
  type PartOfDay,
  type PlanOptions,
} from "../src/server/planner";
import type { Locale } from "../src/i18n/locales";
import { isHHMM, isIsoDate } from "../src/server/planner/time";

const USAGE = `Usage: plan [--date YYYY-MM-DD] [--day-start HH:MM] [--day-end HH:MM] [--locale en|es|ar]
            [--now HH:MM] [--work-start HH:MM] [--work-end HH:MM] [--focus morning|afternoon|evening]
            ["description of your day"]   (or the description on standard input)`;

class UsageError extends Error {}

function today(): string {
  const d = new Date();
  const p = (n: number): string => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

interface Parsed {
  options: PlanOptions;
  text: string[];
  help: boolean;
}

function parseArgs(argv: string[]): Parsed {
  const values: Record<string, string> = {};
  const text: string[] = [];
  const known = new Set(["date", "day-start", "day-end", "locale", "now", "work-start", "work-end", "focus"]);
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") {
      text.push(...argv.slice(i + 1));
      break;
    }
    if (arg === "-h" || arg === "--help") {
      help = true;
      continue;
    }
    if (arg.startsWith("--")) {
      const eq = arg.indexOf("=");
      const name = arg.slice(2, eq >= 0 ? eq : undefined);
      if (!known.has(name)) throw new UsageError(`Unknown option --${name}`);
      let value: string | undefined;
      if (eq >= 0) value = arg.slice(eq + 1);
      else {
        value = argv[i + 1];
        i++;
      }
      if (value === undefined || (value.startsWith("--") && eq < 0))
        throw new UsageError(`Option --${name} needs a value`);
      values[name] = value;
      continue;
    }
    if (arg.startsWith("-") && arg.length > 1 && !/^-\d/.test(arg) && !/^-\s/.test(arg))
      throw new UsageError(`Unknown option ${arg}`);
    text.push(arg);
  }
  const time = (name: string, fallback?: string): string | undefined => {
    const v = values[name] ?? fallback;
    if (v === undefined) return undefined;
    if (!isHHMM(v)) throw new UsageError(`--${name} must be a time like 08:00 (got "${v}")`);
    return v.length === 4 ? `0${v}` : v;
  };
  const date = values.date ?? today();
  if (!isIsoDate(date)) throw new UsageError(`--date must be a date like 2026-11-23 (got "${date}")`);
  const dayStart = time("day-start", "07:00") as string;
  const dayEnd = time("day-end", "22:00") as string;
  const toMin = (v: string): number => Number(v.slice(0, v.indexOf(":"))) * 60 + Number(v.slice(v.indexOf(":") + 1));
  if (toMin(dayEnd) <= toMin(dayStart) && toMin(dayEnd) !== 0)
    throw new UsageError(`--day-end (${dayEnd}) must be after --day-start (${dayStart})`);
  // No planning settings (buffer, focus cap, break length): the engine's own defaults, which are
  // no buffer after meetings, 120 and 15, so the CLI's plans stay as they were (issue 16 item 14).
  const options: PlanOptions = { date, dayStart, dayEnd };
  if (values.locale !== undefined) {
    if (values.locale !== "en" && values.locale !== "es" && values.locale !== "ar")
      throw new UsageError(`--locale must be en, es or ar (got "${values.locale}")`);
    options.locale = values.locale;
  }
  const now = time("now");
  if (now) options.now = now;
  const ws = time("work-start");
  if (ws) options.workStart = ws;
  const we = time("work-end");
  if (we) options.workEnd = we;
  if (values.focus !== undefined) {
    if (!["morning", "afternoon", "evening"].includes(values.focus))
      throw new UsageError(`--focus must be morning, afternoon or evening (got "${values.focus}")`);
    options.focusPreference = values.focus as PartOfDay;
  }
  return { options, text, help };
}

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return "";
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin)
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

async function main(): Promise<number> {
  let parsed: Parsed;
  try {
    parsed = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n${USAGE}\n`);
      return 2;
    }
    throw error;
  }
  if (parsed.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const raw = parsed.text.length > 0 ? parsed.text.join(" ") : await readStdin();
  const check = validateDescription(raw);
  if (!check.ok) {
    process.stderr.write(
      check.code === "empty"
        ? "Please describe your day\n"
        : "Your description is too long: please keep it under 4000 characters\n",
    );
    return 1;
  }
  const result = planDay(check.text, parsed.options);
  // Reasons in the language of the description (or of --locale).
  const locale: Locale =
    parsed.options.locale ?? (/[\u0600-\u06ff]/u.test(check.text) ? "ar" : detectLanguage(check.text));
  const out: Record<string, unknown> = {
    blocks: result.blocks.map((b) => ({
      title: b.title,
      start: b.start,
      end: b.end,
      kind: b.kind,
      fixed: b.fixed,
      ...(b.conflict ? { conflict: true } : {}),
      reason: formatReason(b.reason, locale),
    })),
    unscheduled: result.unscheduled.map((u) => ({
      title: u.title,
      reason: formatReason(u.reason, locale),
      minutes: u.minutes,
    })),
  };
  if (result.warnings?.length) out.warnings = result.warnings.map((w) => formatReason(w, locale));
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`plan: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
