import { randomUUID } from "node:crypto";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");
const isProd = process.env.NODE_ENV === "production";
// One id per build (issue 27): Next's build id and the service worker's cache names, so an update
// never serves a mix of old and new code. RHYTHM_BUILD_ID pins it (reproducible builds).
const buildId = process.env.RHYTHM_BUILD_ID || randomUUID();

// Next's inline bootstrap scripts need 'unsafe-inline' without a per-request nonce; a nonce would
// make every page dynamic. Everything else is locked to this origin (plus Stripe's checkout
// redirects, which are top-level navigations and need no CSP entry).
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isProd ? "" : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self' https://checkout.stripe.com https://billing.stripe.com",
  "base-uri 'self'",
  "object-src 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: csp },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  // No Cross-Origin-Opener-Policy: the Google sign-in popup must keep its opener while it visits
  // the provider's pages, or the opener sees it as closed.
  ...(isProd ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }] : []),
];

const nextConfig: NextConfig = {
  // The e2e suite builds into its own directory so that it never races a developer's build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // The Docker image sets NEXT_OUTPUT=standalone; `next start` (npm start) needs the regular output.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  poweredByHeader: false,
  generateBuildId: async () => buildId,
  // Inlined at build time: `next start` re-reads this file but the compiled code keeps the build's id.
  env: { RHYTHM_BUILD_ID: buildId },
  // `npm test` runs `tsc --noEmit` over the whole project (tests included) as its own step; doing
  // it again inside every `next build` doubled the build time of `npm start` and the e2e suite.
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "pg-boss", "pino", "pino-pretty"],
  // The calendar import's worker (src/server/calendar/parse-ics*.mjs) is loaded from disk at run
  // time, never bundled: the standalone output must carry it and the packages it imports.
  outputFileTracingIncludes: {
    "/api/calendar/import": [
      "./src/server/calendar/parse-ics-*.mjs",
      "./node_modules/ical.js/**/*",
      "./node_modules/temporal-polyfill/**/*",
      "./node_modules/temporal-spec/**/*",
      "./node_modules/temporal-utils/**/*",
    ],
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
