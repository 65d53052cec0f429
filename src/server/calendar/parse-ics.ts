import "server-only";
/**
 * Reads an .ics file into the pieces of blocks it adds to a window of days, off the request
 * thread: a calendar file is untrusted input, and a recurrence rule anywhere in it (time zones
 * included) is a loop. Each file is parsed in its own worker_threads Worker
 * (parse-ics-worker.mjs, which runs parse-ics-core.mjs; see there for how events are read) with
 * - a heap of its own capped by resourceLimits, so no file grows the server's heap;
 * - budgets of components, recurrence steps, blocks and time counted inside it (ICS_LIMITS);
 * - a wall-clock deadline after which it is terminated, for a single ical.js call that never
 *   comes back to count;
 * - at most two workers at once (the server's other requests keep a core) and a short queue.
 * A file over any budget throws IcsError naming the budget; nothing of it is returned.
 *
 * The worker is plain ESM loaded from disk by an absolute path, never bundled: process.cwd() is
 * the project root under `next start`, jest and the standalone server (whose output must include
 * the .mjs files and ical.js; see outputFileTracingIncludes in next.config.ts).
 */
import path from "node:path";
import { Worker } from "node:worker_threads";

/** Budgets of one file (bytes are checked before, in import-ics.ts and read-body.ts). */
export const ICS_LIMITS = {
  events: 5_000,
  /** Events, time zones and their observances. */
  components: 20_000,
  /** Recurrence steps (occurrences of events and onsets of time zones), in or out of the window. */
  steps: 100_000,
  /** Blocks one file may add (a daily meeting over 90 days is 90). */
  pieces: 20_000,
  /** Time the worker counts itself. */
  timeMs: 3_000,
  /** Time after which the worker is terminated, whatever it is doing. */
  deadlineMs: 5_000,
  heapMb: 128,
} as const;
const MAX_RUNNING = 2;
const MAX_WAITING = 8;

export interface ImportPiece {
  importUid: string;
  date: string;
  startMin: number;
  endMin: number;
  allDay: boolean;
  title: string;
}

interface ParsedImport {
  pieces: ImportPiece[];
  /** Events (not occurrences) that added nothing to the window: outside it, cancelled or unreadable. */
  skippedEvents: number;
}

type IcsProblem =
  | "notCalendar"
  | "tooManyEvents"
  | "tooManyComponents"
  | "tooManyOccurrences"
  | "timeZoneRules"
  | "tooSlow"
  | "tooMuchMemory"
  | "busy";

export class IcsError extends Error {
  constructor(public readonly problem: IcsProblem) {
    super(problem);
  }
}

export interface ImportWindow {
  /** First day (YYYY-MM-DD, user's zone), included. */
  from: string;
  /** Last day, included. */
  to: string;
  zone: string;
}

type Limits = { [K in keyof typeof ICS_LIMITS]: number };

type WorkerAnswer =
  | { ok: true; result: ParsedImport }
  | { ok: false; problem: Exclude<IcsProblem, "busy" | "tooMuchMemory"> | "failed"; message?: string };

const workerFile = () => path.join(process.cwd(), "src", "server", "calendar", "parse-ics-worker.mjs");

let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_RUNNING) {
    if (waiting.length >= MAX_WAITING) throw new IcsError("busy");
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waiting.shift();
    // The slot passes straight to the next in line; `running` counts it still.
    if (next) next();
    else running--;
  };
}

function runWorker(text: string, win: ImportWindow, untitled: string, limits: Limits): Promise<ParsedImport> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile(), {
      workerData: { text, window: win, untitled, limits },
      resourceLimits: {
        maxOldGenerationSizeMb: limits.heapMb,
        maxYoungGenerationSizeMb: 16,
        stackSizeMb: 4,
      },
    });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      fn();
      void worker.terminate();
    };
    const deadline = setTimeout(() => finish(() => reject(new IcsError("tooSlow"))), limits.deadlineMs);
    worker.on("message", (answer: WorkerAnswer) =>
      finish(() => {
        if (answer.ok) resolve(answer.result);
        else if (answer.problem === "failed") reject(new Error(`calendar import worker: ${answer.message}`));
        else reject(new IcsError(answer.problem));
      }),
    );
    worker.on("error", (err: Error & { code?: string }) =>
      finish(() => reject(err.code === "ERR_WORKER_OUT_OF_MEMORY" ? new IcsError("tooMuchMemory") : err)),
    );
    worker.on("exit", (code) =>
      finish(() => reject(new Error(`calendar import worker exited (${code}) without an answer`))),
    );
  });
}

/**
 * Parses `text` into block pieces inside the window, in a worker (see the top). Throws IcsError
 * for a file that is not a calendar or is over a budget, or when too many imports are waiting.
 */
export async function parseIcs(
  text: string,
  win: ImportWindow,
  untitled: string,
  limits: Partial<Limits> = {},
): Promise<ParsedImport> {
  const release = await slot();
  try {
    return await runWorker(text, win, untitled, { ...ICS_LIMITS, ...limits });
  } finally {
    release();
  }
}
