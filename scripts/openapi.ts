/**
 * Writes docs/api/openapi.json from the API's zod response schemas (src/server/http/api-shapes),
 * formatted as the repository's Prettier settings say:
 * `npx tsx --conditions=react-server scripts/openapi.ts`. api-shapes/openapi.test.ts fails when
 * the committed file is out of date.
 */
import { writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { buildOpenApi } from "@/server/http/api-shapes/openapi";

async function main() {
  const file = "docs/api/openapi.json";
  const options = { ...(await resolveConfig(file)), filepath: file };
  writeFileSync(file, await format(JSON.stringify(buildOpenApi()), options));
  console.info(`wrote ${file}`);
}

void main();
