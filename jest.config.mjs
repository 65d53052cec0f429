/**
 * Jest runs unit tests (beside the code) and database tests (*.db.test.ts).
 * Database tests run against a fresh in-memory PGlite in every test file, and, when
 * TEST_DATABASE_URL is set, a second time against the PostgreSQL server (a new database per
 * test file, dropped afterwards). Each project's globalSetup migrates one template per run
 * (jest/db-templates.mjs) that every test file's fresh database is copied from.
 */

import { randomBytes } from "node:crypto";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import vm from "node:vm";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import("jest").Config} */
const common = {
  testEnvironment: "node",
  moduleNameMapper: {
    // `server-only` throws outside a React Server bundle; in tests it is only a marker.
    "^server-only$": "<rootDir>/src/lib/testing/empty-module.ts",
    "^@/(.*)$": "<rootDir>/src/$1",
  },
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/.next/"],
};

async function config() {
  const make = createJestConfig(common);
  const base = await make();
  // Auth.js's JWT module, jose, temporal-polyfill and use-intl ship only as ES modules. On Node 24.9+
  // (vm.SourceTextModule#hasAsyncGraph) jest loads a `"type": "module"` package natively, even from
  // require(), so it must stay ESM: compiling it to CommonJS makes it throw "exports is not defined".
  // Only older Node needs them compiled like our own code.
  const nativeEsm = typeof vm.SourceTextModule?.prototype.hasAsyncGraph === "function";
  base.transformIgnorePatterns = [
    nativeEsm
      ? "/node_modules/"
      : "/node_modules/(?!(jose|@auth/core|@panva/hkdf|temporal-polyfill|temporal-utils|use-intl|intl-messageformat|@formatjs|icu-minify|@schummar)/)",
    ...(base.transformIgnorePatterns ?? []).filter((p) => !p.includes("/node_modules/")),
  ];
  // This run's templates, named here so that globalSetup and every test worker agree on them.
  const runId = `${process.pid}_${randomBytes(4).toString("hex")}`;
  const template = {
    pgliteFile: path.join(tmpdir(), `rhythm-test-template-${runId}.tar`),
    postgresName: `rhythm_template_${runId}`,
  };
  const projects = [
    {
      ...base,
      displayName: "unit+pglite",
      globals: { ...(base.globals ?? {}), __TEST_DB_TEMPLATE__: template },
      globalSetup: "<rootDir>/jest/pglite-template.setup.mjs",
      testMatch: ["<rootDir>/src/**/*.test.ts", "<rootDir>/src/**/*.test.tsx", "<rootDir>/scripts/**/*.test.ts"],
    },
  ];
  if (process.env.TEST_DATABASE_URL) {
    projects.push({
      ...base,
      displayName: "postgres",
      testMatch: ["<rootDir>/src/**/*.db.test.ts"],
      globals: { ...(base.globals ?? {}), __TEST_DB_KIND__: "postgres", __TEST_DB_TEMPLATE__: template },
      globalSetup: "<rootDir>/jest/postgres-template.setup.mjs",
    });
  }
  return {
    projects,
    globalTeardown: "<rootDir>/jest/db-templates.teardown.mjs",
    // Jest's default, one worker fewer than the cores, runs everything in one process on a
    // 2-core machine; its parent process mostly waits, so two workers there finish far sooner.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
  };
}

export default config;
