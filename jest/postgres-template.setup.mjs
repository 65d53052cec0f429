/** globalSetup of the "postgres" project: the migrated template database (see db-templates.mjs). */
import { addCleanup, buildPostgresTemplate } from "./db-templates.mjs";

export default async function setup(_globalConfig, projectConfig) {
  const { postgresName } = projectConfig.globals.__TEST_DB_TEMPLATE__;
  addCleanup(await buildPostgresTemplate(projectConfig.rootDir, process.env.TEST_DATABASE_URL, postgresName));
}
