/**
 * The API's answers against their documented schemas (routes.ts, docs/api/openapi.json): each
 * route handler is called as Next calls it, with a signed-in premium user's session on a real
 * database, and its status and body are checked against the table's entry for it.
 */
import { z } from "zod";
import { GET as accountPreferences } from "@/app/api/account/preferences/route";
import { GET as accountSummary } from "@/app/api/account/summary/route";
import { GET as adminAffiliates } from "@/app/api/admin/affiliates/route";
import { GET as adminApplications } from "@/app/api/admin/applications/route";
import { GET as adminAudit } from "@/app/api/admin/audit/route";
import { GET as adminCommissions } from "@/app/api/admin/commissions/route";
import { GET as adminPayouts } from "@/app/api/admin/payouts/route";
import { GET as adminUser, POST as adminUserAction } from "@/app/api/admin/users/[id]/route";
import { GET as adminUsers } from "@/app/api/admin/users/route";
import { GET as adminWebhookEvents } from "@/app/api/admin/webhook-events/route";
import { GET as analytics } from "@/app/api/analytics/route";
import { GET as authUser } from "@/app/api/auth/user/route";
import { POST as createBlock } from "@/app/api/calendar/blocks/route";
import { DELETE as deleteBlock, PATCH as patchBlock } from "@/app/api/calendar/blocks/[id]/route";
import { POST as restoreBlock } from "@/app/api/calendar/blocks/[id]/restore/route";
import { GET as feed } from "@/app/api/calendar/feed/route";
import { GET as calendar } from "@/app/api/calendar/route";
import { GET as subscriptions } from "@/app/api/calendar/subscriptions/route";
import { POST as checkIn } from "@/app/api/habits/[id]/check-ins/route";
import { DELETE as undoCheckIn } from "@/app/api/habits/[id]/check-ins/[date]/route";
import { DELETE as deleteHabit, GET as getHabit, PATCH as patchHabit } from "@/app/api/habits/[id]/route";
import { GET as reminders } from "@/app/api/habits/reminders/route";
import { GET as habits, POST as createHabit } from "@/app/api/habits/route";
import { GET as health } from "@/app/api/health/route";
import { DELETE as deleteMood, PATCH as patchMood } from "@/app/api/moods/[id]/route";
import { GET as moods, POST as createMood } from "@/app/api/moods/route";
import { GET as moodOverview } from "@/app/api/moods/overview/route";
import { GET as pushPreferences } from "@/app/api/push/preferences/route";
import { POST as redeem } from "@/app/api/rewards/items/[id]/redeem/route";
import { DELETE as deleteItem } from "@/app/api/rewards/items/[id]/route";
import { POST as createItem } from "@/app/api/rewards/items/route";
import { GET as rewards } from "@/app/api/rewards/route";
import { GET as carryOver } from "@/app/api/schedule/carry-over/route";
import { GET as dashboardDay } from "@/app/api/schedule/day/route";
import { GET as appFrame } from "@/app/api/app-frame/route";
import { GET as subscription } from "@/app/api/account/subscription/route";
import { GET as accountOverview } from "@/app/api/account/overview/route";
import { GET as accountSettings } from "@/app/api/account/settings/route";
import { GET as interpretation } from "@/app/api/schedule/interpretation/route";
import { POST as quickAdd } from "@/app/api/schedule/quick-add/route";
import { GET as getPlan, POST as postPlan } from "@/app/api/schedule/route";
import { setupTestDatabase } from "@/server/db/test-database";
import { insertScheduleUser } from "@/server/schedule/testing/schedule-fixtures";
import { callRoute, sessionCookie } from "@/server/http/testing/call-route";
import { apiErrorSchema } from "./common";
import { API_ROUTES } from "./routes";

setupTestDatabase();

const DAY = "2027-03-10";
const TODAY = new Date().toISOString().slice(0, 10);
const withId = z.object({ id: z.string() });

/** Checks the answer against the table's entry for `method path` and gives back its body. */
async function expectDocumented(
  method: string,
  path: string,
  response: Response | Promise<Response>,
): Promise<unknown> {
  const res = await response;
  const route = API_ROUTES.find((r) => r.method === method && r.path === path);
  if (!route) throw new Error(`${method} ${path} is not in the table`);
  const text = await res.text();
  expect({ route: `${method} ${path}`, status: res.status, text: res.status === route.status ? "" : text }).toEqual({
    route: `${method} ${path}`,
    status: route.status,
    text: "",
  });
  if (!route.body) {
    expect(text).toBe("");
    return null;
  }
  return route.body.parse(JSON.parse(text));
}

async function expectError(response: Response | Promise<Response>, status: number) {
  const res = await response;
  expect(res.status).toBe(status);
  return apiErrorSchema.parse(await res.json());
}

test("every answer of the premium pages' routes has its documented status and shape", async () => {
  const user = await insertScheduleUser();
  const cookie = await sessionCookie(user);
  const call = <C>(handler: (r: Request, c: C) => Promise<Response>, path: string, init = {}) =>
    callRoute(handler, path, { cookie, ...init });

  // Planner
  await expectDocumented(
    "POST",
    "/api/schedule",
    call(postPlan, "/api/schedule", {
      method: "POST",
      body: { description: "standup at 9:30, 2 hours of writing, gym", date: DAY },
    }),
  );
  await expectDocumented("GET", "/api/schedule", call(getPlan, `/api/schedule?date=${DAY}`));
  await expectDocumented(
    "GET",
    "/api/schedule/interpretation",
    call(interpretation, `/api/schedule/interpretation?date=${DAY}`),
  );
  await expectDocumented(
    "POST",
    "/api/schedule/quick-add",
    call(quickAdd, "/api/schedule/quick-add", { method: "POST", body: { description: "call mum", date: DAY } }),
  );
  await expectDocumented("GET", "/api/schedule/carry-over", call(carryOver, "/api/schedule/carry-over"));
  await expectDocumented("GET", "/api/schedule/day", call(dashboardDay, `/api/schedule/day?date=${DAY}`));
  await expectDocumented("GET", "/api/schedule/day", call(dashboardDay, "/api/schedule/day"));

  // Calendar
  const created = await expectDocumented(
    "POST",
    "/api/calendar/blocks",
    call(createBlock, "/api/calendar/blocks", {
      method: "POST",
      body: { date: DAY, start: "18:00", end: "19:00", title: "Dentist" },
    }),
  );
  const id = z.object({ block: withId }).parse(created).block.id;
  await expectDocumented("GET", "/api/calendar", call(calendar, `/api/calendar?from=${DAY}&to=${DAY}`));
  await expectDocumented(
    "PATCH",
    "/api/calendar/blocks/{id}",
    call(patchBlock, `/api/calendar/blocks/${id}`, { method: "PATCH", body: { done: true }, params: { id } }),
  );
  await expectDocumented(
    "DELETE",
    "/api/calendar/blocks/{id}",
    call(deleteBlock, `/api/calendar/blocks/${id}`, { method: "DELETE", params: { id } }),
  );
  await expectDocumented(
    "POST",
    "/api/calendar/blocks/{id}/restore",
    call(restoreBlock, `/api/calendar/blocks/${id}/restore`, { method: "POST", params: { id } }),
  );
  await expectDocumented("GET", "/api/calendar/feed", call(feed, "/api/calendar/feed"));
  await expectDocumented("GET", "/api/calendar/subscriptions", call(subscriptions, "/api/calendar/subscriptions"));

  // Habits and rewards
  const habit = await expectDocumented(
    "POST",
    "/api/habits",
    call(createHabit, "/api/habits", { method: "POST", body: { name: "Read", schedule: { type: "daily" } } }),
  );
  const habitId = z.object({ habit: withId }).parse(habit).habit.id;
  const hp = { params: { id: habitId } };
  await expectDocumented("GET", "/api/habits", call(habits, "/api/habits"));
  await expectDocumented("GET", "/api/habits/{id}", call(getHabit, `/api/habits/${habitId}`, hp));
  await expectDocumented(
    "PATCH",
    "/api/habits/{id}",
    call(patchHabit, `/api/habits/${habitId}`, { method: "PATCH", body: { name: "Read more" }, ...hp }),
  );
  await expectDocumented(
    "POST",
    "/api/habits/{id}/check-ins",
    call(checkIn, `/api/habits/${habitId}/check-ins`, { method: "POST", body: { date: TODAY, status: "done" }, ...hp }),
  );
  await expectDocumented(
    "DELETE",
    "/api/habits/{id}/check-ins/{date}",
    call(undoCheckIn, `/api/habits/${habitId}/check-ins/${TODAY}`, {
      method: "DELETE",
      params: { id: habitId, date: TODAY },
    }),
  );
  await expectDocumented("GET", "/api/habits/reminders", call(reminders, "/api/habits/reminders"));
  await expectDocumented(
    "DELETE",
    "/api/habits/{id}",
    call(deleteHabit, `/api/habits/${habitId}`, { method: "DELETE", ...hp }),
  );
  await expectDocumented("GET", "/api/rewards", call(rewards, "/api/rewards"));
  const item = await expectDocumented(
    "POST",
    "/api/rewards/items",
    call(createItem, "/api/rewards/items", { method: "POST", body: { title: "Cinema", cost: 500 } }),
  );
  const itemId = z.object({ item: withId }).parse(item).item.id;
  const short = await expectError(
    call(redeem, `/api/rewards/items/${itemId}/redeem`, { method: "POST", params: { id: itemId } }),
    409,
  );
  expect(short.code).toEqual(expect.any(String));
  await expectDocumented(
    "DELETE",
    "/api/rewards/items/{id}",
    call(deleteItem, `/api/rewards/items/${itemId}`, { method: "DELETE", params: { id: itemId } }),
  );

  // Moods and analytics
  const mood = await expectDocumented(
    "POST",
    "/api/moods",
    call(createMood, "/api/moods", { method: "POST", body: { date: TODAY, score: 4 } }),
  );
  const moodId = z.object({ mood: withId }).parse(mood).mood.id;
  await expectDocumented("GET", "/api/moods", call(moods, "/api/moods"));
  const overview = await expectDocumented("GET", "/api/moods/overview", call(moodOverview, "/api/moods/overview"));
  // Today's check-in is the last cell of the year grid and the newest of the list.
  expect(overview).toMatchObject({ today: TODAY, levels: expect.stringMatching(/4$/), recent: [{ id: moodId }] });
  await expectDocumented(
    "PATCH",
    "/api/moods/{id}",
    call(patchMood, `/api/moods/${moodId}`, { method: "PATCH", body: { score: 2 }, params: { id: moodId } }),
  );
  await expectDocumented(
    "DELETE",
    "/api/moods/{id}",
    call(deleteMood, `/api/moods/${moodId}`, { method: "DELETE", params: { id: moodId } }),
  );
  await expectDocumented("GET", "/api/analytics", call(analytics, `/api/analytics?from=${TODAY}&to=${TODAY}`));
});

test("the account's routes answer their documented shapes, and refusals are {error, code}", async () => {
  const user = await insertScheduleUser();
  const cookie = await sessionCookie(user);
  await expectDocumented("GET", "/api/auth/user", callRoute(authUser, "/api/auth/user", { cookie }));
  await expectDocumented("GET", "/api/app-frame", callRoute(appFrame, "/api/app-frame", { cookie }));
  expect((await expectError(callRoute(appFrame, "/api/app-frame"), 401)).code).toBe("unauthorized");
  const sub = await expectDocumented(
    "GET",
    "/api/account/subscription",
    callRoute(subscription, "/api/account/subscription", { cookie }),
  );
  expect(sub).toMatchObject({ hasPremium: true });
  expect((await expectError(callRoute(subscription, "/api/account/subscription"), 401)).code).toBe("unauthorized");
  const overview = await expectDocumented(
    "GET",
    "/api/account/overview",
    callRoute(accountOverview, "/api/account/overview", { cookie }),
  );
  expect(overview).toMatchObject({ email: user.email, phase: sub && (sub as { phase: string }).phase });
  expect((await expectError(callRoute(accountOverview, "/api/account/overview"), 401)).code).toBe("unauthorized");
  const settings = await expectDocumented(
    "GET",
    "/api/account/settings",
    callRoute(accountSettings, "/api/account/settings", { cookie }),
  );
  expect(settings).toMatchObject({ email: user.email, planning: { timezone: user.timezone } });
  expect((await expectError(callRoute(accountSettings, "/api/account/settings"), 401)).code).toBe("unauthorized");
  await expectDocumented(
    "GET",
    "/api/account/preferences",
    callRoute(accountPreferences, "/api/account/preferences", { cookie }),
  );
  await expectDocumented("GET", "/api/account/summary", callRoute(accountSummary, "/api/account/summary", { cookie }));
  expect(
    await expectDocumented("GET", "/api/account/summary", callRoute(accountSummary, "/api/account/summary")),
  ).toBeNull();
  await expectDocumented(
    "GET",
    "/api/push/preferences",
    callRoute(pushPreferences, "/api/push/preferences", { cookie }),
  );
  await expectDocumented("GET", "/api/health", health(new Request("http://localhost/api/health"), undefined));

  expect((await expectError(callRoute(authUser, "/api/auth/user"), 401)).code).toBe("unauthorized");
  const free = await insertScheduleUser({ subscriptionTier: "free", subscriptionStatus: "inactive" });
  const refused = await expectError(callRoute(habits, "/api/habits", { cookie: await sessionCookie(free) }), 403);
  expect(refused.code).toBe("forbidden");
  const bad = await expectError(callRoute(getPlan, "/api/schedule?date=tomorrow", { cookie }), 400);
  expect(bad.code).toBe("validation");
});

test("the admin console's routes answer their documented shapes", async () => {
  const admin = await insertScheduleUser({ role: "admin" });
  const cookie = await sessionCookie(admin);
  const target = await insertScheduleUser({ subscriptionTier: "free", subscriptionStatus: "inactive" });
  const params = { id: target.id };
  const get = (
    path: string,
    handler: (r: Request, c: { params: Promise<{ id: string }> }) => Promise<Response>,
    url = path,
  ) => expectDocumented("GET", path, callRoute(handler, url, { cookie, params }));
  await get("/api/admin/users", adminUsers, "/api/admin/users?q=schedule");
  await get("/api/admin/users/{id}", adminUser, `/api/admin/users/${target.id}`);
  await expectDocumented(
    "POST",
    "/api/admin/users/{id}",
    callRoute(adminUserAction, `/api/admin/users/${target.id}`, {
      method: "POST",
      body: { action: "grant_free_year" },
      cookie,
      params,
    }),
  );
  await get("/api/admin/affiliates", adminAffiliates);
  await get("/api/admin/applications", adminApplications);
  await get("/api/admin/audit", adminAudit);
  await get("/api/admin/commissions", adminCommissions);
  await get("/api/admin/payouts", adminPayouts);
  await get("/api/admin/webhook-events", adminWebhookEvents);
  // A premium user is no admin: the console's routes do not exist for them.
  expect(
    (await expectError(callRoute(adminAudit, "/api/admin/audit", { cookie: await sessionCookie(target) }), 404)).code,
  ).toBe("not_found");
});
