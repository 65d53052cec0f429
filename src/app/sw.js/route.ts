/**
 * GET /sw.js: the service worker, with this build's id in its cache names. Never cached by the
 * browser's HTTP cache, so an update is seen on the next navigation.
 */
import { BUILD_ID } from "@/lib/env";
import { serviceWorkerSource } from "@/server/pwa/service-worker";

export const dynamic = "force-static";

export function GET(): Response {
  return new Response(serviceWorkerSource(BUILD_ID), {
    headers: {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "no-cache, no-store, must-revalidate",
      "service-worker-allowed": "/",
    },
  });
}
