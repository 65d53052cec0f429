/**
 * The service worker (issue 27), served at /sw.js by src/app/sw.js/route.ts with this build's id.
 * `serviceWorkerMain` is real code, turned into the script with Function.prototype.toString, so it
 * must not use anything from outside its own body.
 *
 * - Caches are named by build id; activating a new worker deletes every other build's caches, so a
 *   page is never assembled from one build's HTML and another's scripts.
 * - /_next/static (content-hashed) and the icons: cache first.
 * - Pages: the browser's own navigation while online; each signed-in dashboard load asks the worker
 *   to keep that page (a prerendered frame), and the worker keeps the last answer of each address the
 *   dashboard fetches its user and its day from, so it opens offline with the plan it last showed.
 *   Other pages offline: the kept dashboard of the same language, if any.
 * - Signing in or out (any POST under /api/auth) empties the page cache: one person's plan is never
 *   shown to whoever uses the browser next.
 */
/** What the worker's handlers read of their events (install, activate, message, push, notificationclick, fetch). */
type SwEvent = {
  waitUntil: (work: Promise<unknown>) => void;
  respondWith: (answer: Promise<Response> | Response) => void;
  request: Request;
  /** A message's data, or a push's PushMessageData. */
  data: unknown;
  notification: { close: () => void; data?: { url?: string } };
};
type Sw = {
  addEventListener: (type: string, fn: (event: SwEvent) => void) => void;
  clients: {
    claim: () => Promise<void>;
    matchAll: (
      o: object,
    ) => Promise<{ url: string; focus: () => Promise<unknown>; navigate: (u: string) => Promise<unknown> }[]>;
    openWindow: (url: string) => Promise<unknown>;
  };
  registration: { showNotification: (title: string, options: object) => Promise<void> };
  location: Location;
  navigator: { onLine: boolean };
};

function serviceWorkerMain(buildId: string): void {
  // The project compiles with the DOM library, where `self` is a Window; in the worker it is a
  // ServiceWorkerGlobalScope (the WebWorker library cannot be loaded beside DOM), described by Sw.
  const sw = self as unknown as Sw;
  const STATIC = `rhythm-static-${buildId}`;
  const PAGES = `rhythm-pages-${buildId}`;
  const LOCALES = ["en", "es", "ar"];

  const localeOf = (path: string) => {
    const first = path.split("/")[1];
    return LOCALES.includes(first) && first !== "en" ? first : "en";
  };
  // The worker runs alone in the browser and cannot import localizedPathname; same rule (en unprefixed).
  // eslint-disable-next-line no-restricted-syntax -- see above
  const dashboardPath = (locale: string) => (locale === "en" ? "/dashboard" : `/${locale}/dashboard`);
  const isDashboard = (path: string) => /^\/((es|ar)\/)?dashboard\/?$/.test(path);

  sw.addEventListener("install", (event) => {
    event.waitUntil(caches.open(STATIC).then((c) => c.addAll(["/icons/icon-192.png", "/icon.svg"])));
  });

  sw.addEventListener("activate", (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((keys) => Promise.all(keys.filter((k) => k !== STATIC && k !== PAGES).map((k) => caches.delete(k))))
        .then(() => sw.clients.claim()),
    );
  });

  // A page that loaded before this worker controlled it asks for its own files to be kept. Keeps of one
  // page may finish out of order (an earlier load's slow fetch after a later one's): only the latest
  // asked for is stored, so an older copy (a day before its plan was made) never replaces a newer one.
  const latestKeep = new Map<string, number>();
  let keeps = 0;
  sw.addEventListener("message", (event) => {
    const data = event.data as { type?: string; urls?: string[]; page?: string } | undefined;
    if (data?.type !== "keep") return;
    const same = (u: string) => new URL(u, sw.location.origin).origin === sw.location.origin;
    const statics = (data.urls ?? []).filter((u) => same(u) && new URL(u).pathname.startsWith("/_next/static/"));
    event.waitUntil(
      Promise.all([
        caches.open(STATIC).then((c) => Promise.all(statics.map((u) => c.add(u).catch(() => undefined)))),
        data.page && same(data.page) && isDashboard(new URL(data.page).pathname)
          ? (() => {
              const path = new URL(data.page).pathname;
              const seq = ++keeps;
              latestKeep.set(path, seq);
              return fetch(data.page, { credentials: "same-origin" }).then((res) =>
                res.ok && !res.redirected && latestKeep.get(path) === seq
                  ? caches.open(PAGES).then((c) => c.put(path, res))
                  : undefined,
              );
            })()
          : Promise.resolve(),
      ]),
    );
  });

  // Reminders (Web Push): the payload is {title, body, url, tag}; a click opens or focuses that page.
  sw.addEventListener("push", (event) => {
    type Payload = { title?: string; body?: string; url?: string; tag?: string };
    const message = event.data as { json: () => Payload; text: () => string } | null;
    let data: Payload = {};
    try {
      data = message ? message.json() : {};
    } catch {
      data = { title: message?.text() };
    }
    event.waitUntil(
      sw.registration.showNotification(data.title || "Rhythm", {
        body: data.body || "",
        tag: data.tag,
        icon: "/icons/icon-192.png",
        badge: "/icons/icon-192.png",
        data: { url: data.url || "/dashboard" },
      }),
    );
  });

  sw.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const target = new URL(event.notification.data?.url || "/dashboard", sw.location.origin).href;
    event.waitUntil(
      sw.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
        const open = windows.find((w) => new URL(w.url).origin === sw.location.origin);
        return open ? open.navigate(target).then(() => open.focus()) : sw.clients.openWindow(target);
      }),
    );
  });

  sw.addEventListener("fetch", (event) => {
    const request = event.request;
    const url = new URL(request.url);
    if (url.origin !== sw.location.origin) return;
    if (request.method !== "GET") {
      if (url.pathname.startsWith("/api/auth/")) event.waitUntil(caches.delete(PAGES));
      return;
    }
    // What the prerendered dashboard fetches (its frame's user and the day, issue 25): from the
    // network, a copy kept per address; offline, the kept copy. Kept with the pages, so signing in or
    // out empties it too.
    if (url.pathname === "/api/app-frame" || url.pathname === "/api/schedule/day") {
      event.respondWith(
        fetch(request).then(
          (res) => {
            if (res.ok) {
              const copy = res.clone();
              event.waitUntil(caches.open(PAGES).then((c) => c.put(request, copy)));
            }
            return res;
          },
          () =>
            caches
              .open(PAGES)
              .then((c) => c.match(request, { ignoreVary: true }))
              .then((hit) => hit ?? Response.error()),
        ),
      );
      return;
    }
    if (url.pathname.startsWith("/_next/static/") || url.pathname.startsWith("/icons/")) {
      event.respondWith(
        caches.match(request).then(
          (hit) =>
            hit ??
            fetch(request).then((res) => {
              if (res.ok) {
                const copy = res.clone();
                void caches.open(STATIC).then((c) => c.put(request, copy));
              }
              return res;
            }),
        ),
      );
      return;
    }
    if (request.mode !== "navigate") return;
    // Online, the browser navigates on its own. A worker that fetched navigations itself saw the
    // language redirects (/en/dashboard -> /dashboard) as opaque and lost the locale cookie they
    // set, so /en/dashboard came back in the last language used. Pages are kept by the page itself
    // ("keep" above, on every signed-in load); offline, the kept page answers.
    if (sw.navigator.onLine) return;
    const kept = { ignoreSearch: true, ignoreVary: true };
    event.respondWith(
      caches
        .open(PAGES)
        .then((c) =>
          c.match(url.pathname, kept).then((hit) => hit ?? c.match(dashboardPath(localeOf(url.pathname)), kept)),
        )
        .then((hit) => hit ?? new Response("Offline", { status: 503, headers: { "content-type": "text/plain" } })),
    );
  });
}

export function serviceWorkerSource(buildId: string): string {
  return `"use strict";\n(${serviceWorkerMain.toString()})(${JSON.stringify(buildId)});\n`;
}
