/**
 * Runs once when a server process starts (not during `next build`): validates the environment,
 * migrates the database, seeds the demo accounts where allowed, and prints how to sign in.
 * Doing this inside the server process keeps PGlite's one-owner rule.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("./server/startup");
  await startServer();
}
