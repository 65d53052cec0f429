#!/usr/bin/env node
/**
 * Merges a fragment `{ "en": {...}, "es": {...}, "ar": {...} }` into messages/{en,es,ar}.json,
 * deep-merging objects and replacing strings, and keeps the files formatted.
 * Usage: node scripts/i18n-add.mjs fragment.json
 */
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const fragment = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const merge = (a, b) => {
  for (const [k, v] of Object.entries(b)) {
    a[k] = v && typeof v === "object" && !Array.isArray(v) ? merge(a[k] && typeof a[k] === "object" ? a[k] : {}, v) : v;
  }
  return a;
};
for (const locale of ["en", "es", "ar"]) {
  if (!fragment[locale]) throw new Error(`fragment lacks "${locale}"`);
  const file = path.join(root, "messages", `${locale}.json`);
  const current = JSON.parse(fs.readFileSync(file, "utf8"));
  fs.writeFileSync(file, JSON.stringify(merge(current, fragment[locale]), null, 2) + "\n");
}
console.log("merged into messages/{en,es,ar}.json");
