/**
 * Runs once when a server process starts (not during `next build`): validates the environment,
 * migrates the database, seeds the demo accounts where allowed, starts the job queue, and logs how
 * to sign in. Doing this inside the server process keeps PGlite's one-owner rule. startServer
 * exits the process on any failure; the catch below covers a failure to load it at all.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  try {
    const { startServer } = await import("./server/startup");
    await startServer();
  } catch (err) {
    // The logger itself may be what failed to load: one JSON line by hand, as pino would write it.
    const line = { level: 60, time: Date.now(), msg: `start-up failed: ${(err as Error)?.message ?? String(err)}` };
    process.stderr.write(`${JSON.stringify(line)}\n`);
    process.exit(1);
  }
}
