/**
 * Issue 27 in the browser, against the production build: the dashboard readable after an offline
 * reload with an offline check-off queued and replayed (a conflicting edit elsewhere is shown, not
 * lost); a calendar followed by URL from a loopback .ics server that changes between fetches; and
 * "Send a test notification" reaching a loopback push service that decrypts the aes128gcm payload
 * and checks the VAPID JWT. The server runs with CALENDAR_FETCH_ALLOW_PRIVATE=1 and
 * PUSH_ALLOW_PRIVATE=1 (e2e/serve.mjs), as only tests may.
 */
import http from "node:http";
import { expect, test } from "./fixtures";
import { text } from "./pages/messages";
import { startLoopbackPushService } from "../src/server/push/testing/loopback-push-service";

test.use({ timezoneId: "UTC" });

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

test("the dashboard opens offline with its blocks and a clear note; an offline check-off is sent when back online", async ({
  page,
  context,
  premiumUser,
  dashboard,
}) => {
  void premiumUser;
  const day = tomorrow();
  await dashboard.goto(day);
  await dashboard.generate("standup at 9:30, write the report for 2 hours, call the bank at 4pm");
  // Under the service worker's control, load the page once more so it keeps this version.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.evaluate(() => Boolean(navigator.serviceWorker.controller))).resolves.toBe(true);
  await dashboard.ready();
  // The worker keeps the page (a prerendered frame) and the day it fetched on its own time after
  // the load: wait until both are kept, the day with its plan.
  await expect
    .poll(
      () =>
        page.evaluate(async (date) => {
          for (const name of (await caches.keys()).filter((k) => k.startsWith("rhythm-pages-"))) {
            const cache = await caches.open(name);
            const shell = await cache.match("/dashboard", { ignoreSearch: true });
            const kept = await cache.match(`/api/schedule/day?date=${date}`, { ignoreVary: true });
            if (shell && kept && (await kept.text()).includes("Standup")) return true;
          }
          return false;
        }, day),
      { timeout: 15_000 },
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("offline-note")).toHaveText(text("en", "pwa.offline"));
  await expect(dashboard.block("Standup")).toBeVisible();
  await expect(dashboard.block("Call the bank")).toBeVisible();

  // Checked off offline: kept in the queue, shown as checked.
  await dashboard.doneBox("Standup").click();
  await expect(dashboard.doneBox("Standup")).toBeChecked();
  await expect(page.getByText(text("en", "pwa.queued", { count: 1 }))).toBeVisible();
  // Meanwhile the bank call is moved elsewhere (another device); it is checked off here too.
  await dashboard.doneBox("Call the bank").click();
  const plan = (await (await page.request.get(`/api/calendar?from=${day}&to=${day}`)).json()) as {
    blocks: { id: string; title: string }[];
  };
  const bank = plan.blocks.find((b) => b.title === "Call the bank")!;
  expect((await page.request.patch(`/api/calendar/blocks/${bank.id}`, { data: { start: "17:00" } })).status()).toBe(
    200,
  );

  await context.setOffline(false);
  await expect(page.getByTestId("offline-note")).toHaveCount(0);
  await expect(page.getByTestId("offline-conflict")).toHaveText(text("en", "pwa.conflict", { title: "Call the bank" }));
  await expect(page.getByText(text("en", "pwa.synced"))).toBeVisible();
  const after = (await (await page.request.get(`/api/calendar?from=${day}&to=${day}`)).json()) as {
    blocks: { title: string; done: boolean }[];
  };
  expect(after.blocks.find((b) => b.title === "Standup")?.done).toBe(true);
  expect(after.blocks.find((b) => b.title === "Call the bank")?.done).toBe(false);
});

test("a calendar followed by URL: added from the calendar page, refreshed after the source moves one event and drops another", async ({
  page,
  premiumUser,
}) => {
  void premiumUser;
  const day = tomorrow().replaceAll("-", "");
  const event = (uid: string, start: string, end: string, title: string) => [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTART:${day}T${start}00Z`,
    `DTEND:${day}T${end}00Z`,
    `SUMMARY:${title}`,
    "END:VEVENT",
  ];
  let file = [event("a", "1000", "1100", "Board meeting"), event("b", "1300", "1330", "Dentist")];
  const server = http.createServer((_req, res) => {
    res
      .writeHead(200, { "content-type": "text/calendar" })
      .end(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//e2e//EN", ...file.flat(), "END:VCALENDAR"].join("\r\n"));
  });
  await new Promise<void>((resolve) => server.listen(4853, "127.0.0.1", resolve));
  try {
    await page.goto("/calendar");
    const url = page.getByLabel(text("en", "calendarSubscriptions.urlLabel"));
    await expect(url).toBeEditable();
    await url.fill("http://127.0.0.1:4853/private/basic.ics");
    await page.getByLabel(text("en", "calendarSubscriptions.nameLabel")).fill("Work");
    await page.getByRole("button", { name: text("en", "calendarSubscriptions.submit") }).click();
    await expect(page.getByTestId("subscription")).toContainText("Work");
    await expect(page.getByTestId("subscription")).toContainText("2 events");

    const date = tomorrow();
    const blocks = async () =>
      (
        (await (await page.request.get(`/api/calendar?from=${date}&to=${date}`)).json()) as {
          blocks: { title: string; start: string; fixed: boolean }[];
        }
      ).blocks.map((b) => `${b.start} ${b.title}${b.fixed ? "" : " (not fixed)"}`);
    expect(await blocks()).toEqual(["10:00 Board meeting", "13:00 Dentist"]);

    file = [event("a", "1500", "1600", "Board meeting")];
    await page.getByRole("button", { name: text("en", "calendarSubscriptions.refresh") }).click();
    await expect(page.getByTestId("subscription")).toContainText("1 event ");
    expect(await blocks()).toEqual(["15:00 Board meeting"]);

    // Addresses that are never allowed, whatever the test setting: 400 with the reason.
    for (const [address, key] of [
      ["http://169.254.169.254/latest/meta-data/", "metadata"],
      ["file:///etc/passwd", "badScheme"],
      ["http://[fe80::1]/cal.ics", "linkLocal"],
    ]) {
      const res = await page.request.post("/api/calendar/subscriptions", { data: { url: address } });
      expect(res.status()).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(text("en", `calendarSubscriptions.errors.${key}`));
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test("'Send a test notification' reaches the device's push service encrypted, with a VAPID authorisation", async ({
  page,
  freeUser,
}) => {
  void freeUser;
  const service = await startLoopbackPushService();
  try {
    const browser = service.newBrowser();
    expect((await page.request.post("/api/push/subscriptions", { data: browser })).status()).toBe(201);
    await page.goto("/settings");
    const button = page.getByRole("button", { name: text("en", "push.test") });
    // Clicked until the page answers (a click before React has taken the button over does nothing).
    await expect(async () => {
      await button.click();
      await expect(page.getByText("Test sent to 1 device.")).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    expect(service.errors).toEqual([]);
    expect(service.received.length).toBeGreaterThanOrEqual(1);
    expect(service.received[0].headers["content-encoding"]).toBe("aes128gcm");
    expect(service.received[0].payload).toMatchObject({
      title: "Rhythm",
      body: text("en", "push.notifications.testBody"),
    });
    const { publicKey } = (await (await page.request.get("/api/push/preferences")).json()) as { publicKey: string };
    expect(service.received[0].vapid.publicKey).toBe(publicKey);
  } finally {
    await service.close();
  }
});
