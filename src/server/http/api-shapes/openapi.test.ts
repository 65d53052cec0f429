/** docs/api/openapi.json is what the schemas say: regenerate it (scripts/openapi.ts) when they change. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { API_ROUTES } from "./routes";
import { buildOpenApi } from "./openapi";

test("the committed OpenAPI document is up to date with the response schemas", () => {
  const committed: unknown = JSON.parse(readFileSync(path.join(process.cwd(), "docs/api/openapi.json"), "utf8"));
  // If this fails: npx tsx --conditions=react-server scripts/openapi.ts, and commit docs/api/openapi.json.
  expect(committed).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
});

test("every route file under src/app/api is in the table, and nothing else", () => {
  const files = listRoutes(path.join(process.cwd(), "src/app/api"), "/api");
  const documented = new Set(API_ROUTES.map((r) => r.path));
  expect([...new Set(files)].sort()).toEqual([...documented, "/api/auth/{nextauth}", "/api/schedule/noop"].sort());
});

function listRoutes(dir: string, prefix: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === "route.ts") out.push(prefix);
    if (!entry.isDirectory()) continue;
    const name = entry.name.replace(/^\[(?:\.\.\.)?(.+)\]$/, "{$1}");
    out.push(...listRoutes(path.join(dir, entry.name), `${prefix}/${name}`));
  }
  return out;
}
