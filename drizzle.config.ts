import { defineConfig } from "drizzle-kit";

// Migrations are generated offline from the schema (`npm run db:generate`) and committed.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./src/server/db/migrations",
  casing: "snake_case",
  strict: true,
});
