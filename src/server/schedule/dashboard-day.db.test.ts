/**
 * The prerendered dashboard's data and guard (issue 25), on a real database: GET /api/schedule/day
 * answers the chosen day (today in the user's time zone by default) with its saved plan and
 * today's carry-over offer, only to a premium caller and only with the caller's own plan; the
 * proxy's page guard (pageRedirect over userFromCookies) sends each kind of visitor where
 * the server guard would.
 */
import { RequestCookies } from "next/dist/server/web/spec-extension/cookies";
import { GET as dayRoute } from "@/app/api/schedule/day/route";
import { POST as postPlan } from "@/app/api/schedule/route";
import { CARRY_OVER_DISMISSED_COOKIE } from "@/lib/carry-over-cookie";
import { pageRedirect, userFromCookies } from "@/server/auth/page-guard";
import { revokeAllSessionRecords } from "@/server/auth/session-records";
import { setupTestDatabase, testDatabaseKind } from "@/server/db/test-database";
import { callRoute, sessionCookie } from "@/server/http/testing/call-route";
import { dashboardDaySchema } from "@/server/http/api-shapes/schedule";
import { zonedNow } from "@/lib/time/zones";
import { addDays } from "@/lib/time/dates";
import { insertScheduleUser } from "./testing/schedule-fixtures";

setupTestDatabase();

const DAY = "2027-03-10";

describe(`the dashboard's day (${testDatabaseKind()})`, () => {
  test("answers the asked day with the caller's plan, and today (in their zone) without a date", async () => {
    const user = await insertScheduleUser({ timezone: "Asia/Tokyo", name: "  Ana  " });
    const cookie = await sessionCookie(user);
    const saved = await callRoute(postPlan, "/api/schedule", {
      method: "POST",
      cookie,
      body: { description: "standup at 9:30, write the report for 2 hours", date: DAY },
    });
    expect(saved.status).toBe(200);

    const day = dashboardDaySchema.parse(
      await (await callRoute(dayRoute, `/api/schedule/day?date=${DAY}`, { cookie })).json(),
    );
    expect(day.date).toBe(DAY);
    expect(day.name).toBe("Ana");
    expect(day.timezone).toBe("Asia/Tokyo");
    expect(day.plan?.blocks.map((b) => b.title)).toEqual(expect.arrayContaining(["Standup", "Write the report"]));
    expect(day.carryOver).toBeNull();

    const today = dashboardDaySchema.parse(await (await callRoute(dayRoute, "/api/schedule/day", { cookie })).json());
    const local = zonedNow("Asia/Tokyo").date;
    expect(today).toMatchObject({ date: local, today: local, relation: "today", tomorrow: addDays(local, 1) });
    expect(today.carryOver).toMatchObject({ today: local, items: [] });
    // A date that is not a plan date is today, as on the page's address.
    const odd = dashboardDaySchema.parse(
      await (await callRoute(dayRoute, "/api/schedule/day?date=tomorrow", { cookie })).json(),
    );
    expect(odd.date).toBe(local);

    // Dismissed today: no offer in the answer.
    const dismissed = dashboardDaySchema.parse(
      await (
        await callRoute(dayRoute, "/api/schedule/day", { cookie: `${cookie}; ${CARRY_OVER_DISMISSED_COOKIE}=${local}` })
      ).json(),
    );
    expect(dismissed.carryOver).toBeNull();
  });

  test("never shows another user's plan, and refuses signed-out and free callers", async () => {
    const owner = await insertScheduleUser();
    await callRoute(postPlan, "/api/schedule", {
      method: "POST",
      cookie: await sessionCookie(owner),
      body: { description: "dentist at 10", date: DAY },
    });
    const other = await insertScheduleUser();
    const theirs = dashboardDaySchema.parse(
      await (await callRoute(dayRoute, `/api/schedule/day?date=${DAY}`, { cookie: await sessionCookie(other) })).json(),
    );
    expect(theirs.plan).toBeNull();

    expect((await callRoute(dayRoute, "/api/schedule/day")).status).toBe(401);
    const free = await insertScheduleUser({ subscriptionTier: "free", subscriptionStatus: "inactive" });
    expect((await callRoute(dayRoute, "/api/schedule/day", { cookie: await sessionCookie(free) })).status).toBe(403);
  });

  test("the proxy's guard sends each visitor where the server guard would", async () => {
    const reader = (cookie?: string) => new RequestCookies(new Headers(cookie ? { cookie } : {}));
    expect(pageRedirect(await userFromCookies(reader()), "premium", "/dashboard?date=2027-03-10", "es")).toBe(
      "/es/auth?callbackUrl=%2Fes%2Fdashboard%3Fdate%3D2027-03-10",
    );
    const premium = await insertScheduleUser();
    const cookie = await sessionCookie(premium);
    expect(pageRedirect(await userFromCookies(reader(cookie)), "premium", "/dashboard", "en")).toBeNull();
    // Signed out everywhere: the same cookie is no one's at once.
    await revokeAllSessionRecords(premium.id);
    expect(await userFromCookies(reader(cookie))).toBeNull();

    const free = await insertScheduleUser({ subscriptionTier: "free", subscriptionStatus: "inactive" });
    expect(pageRedirect(await userFromCookies(reader(await sessionCookie(free))), "premium", "/dashboard", "ar")).toBe(
      "/ar/pricing?reason=premium&from=%2Fdashboard",
    );
    const fresh = await insertScheduleUser({ hasCompletedOnboarding: false });
    expect(pageRedirect(await userFromCookies(reader(await sessionCookie(fresh))), "premium", "/dashboard", "en")).toBe(
      "/onboarding?callbackUrl=%2Fdashboard",
    );
  });
});
