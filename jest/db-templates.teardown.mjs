/** globalTeardown: deletes the template databases that this run's globalSetup built. */
import { runCleanups } from "./db-templates.mjs";

export default async function teardown() {
  await runCleanups();
}
