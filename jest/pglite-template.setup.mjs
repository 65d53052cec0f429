/** globalSetup of the "unit+pglite" project: the migrated PGlite template (see db-templates.mjs). */
import { addCleanup, buildPgliteTemplate } from "./db-templates.mjs";

export default async function setup(_globalConfig, projectConfig) {
  addCleanup(await buildPgliteTemplate(projectConfig.rootDir, projectConfig.globals.__TEST_DB_TEMPLATE__.pgliteFile));
}
