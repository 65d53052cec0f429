/**
 * The id of this build (next.config.ts makes one per build and inlines it at build time), which
 * names the service worker's caches. "dev" under `next dev`, where nothing is inlined.
 */
// eslint-disable-next-line no-restricted-properties -- a build-time constant Next inlines, not run-time configuration
export const BUILD_ID: string = process.env.RHYTHM_BUILD_ID ?? "dev";
