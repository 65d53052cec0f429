/**
 * The import worker: a worker_threads Worker started by parse-ics.ts for one .ics file. It parses
 * and expands the file (parse-ics-core.mjs) off the server's request thread, in a heap of its own
 * capped by the parent's resourceLimits, and posts back either the pieces or the name of the
 * budget the file went over. Loaded from disk by its path (plain ESM, never bundled), so the same
 * file runs under jest and under `next start`.
 */
import { parentPort, workerData } from "node:worker_threads";
import { IcsBudgetError } from "./parse-ics-budget.mjs";
import { parseIcs } from "./parse-ics-core.mjs";

const { text, window: win, untitled, limits } = workerData;
try {
  parentPort.postMessage({ ok: true, result: parseIcs(text, win, untitled, limits) });
} catch (err) {
  if (err instanceof IcsBudgetError) parentPort.postMessage({ ok: false, problem: err.problem });
  // A RangeError here is the stack (a deeply nested file); anything else is a bug to report.
  else if (err instanceof RangeError) parentPort.postMessage({ ok: false, problem: "tooManyComponents" });
  else parentPort.postMessage({ ok: false, problem: "failed", message: String(err?.stack ?? err).slice(0, 2000) });
}
