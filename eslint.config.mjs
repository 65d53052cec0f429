/**
 * Lint: Next's recommended rules plus the architecture rules of CONTRIBUTING.md, so a drift from
 * the layout fails `npm test` instead of waiting for a review.
 */
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const DB_MODULES = {
  group: [
    "@/server/db",
    "@/server/db/*",
    "**/server/db/*",
    "drizzle-orm",
    "drizzle-orm/*",
    "pg",
    "@electric-sql/pglite",
    "@electric-sql/pglite/*",
  ],
  message: "Only src/server/** touches the database: call a server function instead (CONTRIBUTING.md, layers).",
};
const COMPONENTS = {
  group: ["@/components", "@/components/*", "**/components/*"],
  message: "src/server never imports UI code: move the shared helper to src/lib (CONTRIBUTING.md, layers).",
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "node_modules/**",
      ".data/**",
      "playwright-report/**",
      "test-results/**",
      "next-env.d.ts",
      "src/server/db/migrations/**",
      "bench/results/**",
      ".scratch/**",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // Playwright sets a fixture up only when a test names it among its parameters, so specs name
  // fixtures they never read (`premiumUser`: a premium account signed in on `page`).
  {
    files: ["e2e/**/*.spec.ts"],
    rules: { "@typescript-eslint/no-unused-vars": ["error", { args: "none", varsIgnorePattern: "^_" }] },
  },
  // Pages, route handlers and components reach the database only through src/server.
  {
    files: ["src/app/**", "src/components/**", "src/lib/**", "src/i18n/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [DB_MODULES] }] },
  },
  // The server never depends on UI code.
  {
    files: ["src/server/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [COMPONENTS] }] },
  },
  // Environment variables are read and validated in one place.
  {
    files: ["src/**"],
    ignores: ["src/lib/env.ts", "src/instrumentation.ts", "src/**/testing/**", "src/**/*.test.ts", "src/**/*.test.tsx"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read variables through env() from src/lib/env.ts." },
      ],
    },
  },
  // Locale prefixes come from one helper (localizedPathname, or next-intl's navigation), never
  // written by hand as `locale === "en" ? "" : \`/${locale}\``.
  {
    files: ["src/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "ConditionalExpression[test.left.name='locale'][test.right.value='en']:matches([consequent.value=''], [consequent.value=/^\\//])",
          message: "Build localized paths with localizedPathname() from src/i18n/pathname.ts.",
        },
      ],
    },
  },
  // A file past ~500 lines does several jobs: split it by responsibility (the ~300-line soft limit
  // is reported by scripts/check-file-size.mjs). Test data and tests are exempt.
  {
    files: ["src/**/*.ts", "src/**/*.tsx"],
    ignores: ["src/**/*.test.ts", "src/**/*.test.tsx", "src/**/corpus/**", "src/**/testing/**"],
    rules: { "max-lines": ["error", { max: 500, skipBlankLines: true, skipComments: true }] },
  },
];

export default config;
