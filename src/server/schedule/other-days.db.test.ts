/**
 * Items a description gives to other days (issue 29, kind 7), through the routes on a real
 * database: POST /api/schedule lists them with the plan, POST /api/schedule/quick-add puts one on
 * its day and takes it off the list, scoped to the caller.
 */
import { eq } from "drizzle-orm";
import { POST as quickAdd } from "@/app/api/schedule/quick-add/route";
import { GET as getPlan, POST as postPlan } from "@/app/api/schedule/route";
import { getDb } from "@/server/db/client";
import { plans } from "@/server/db/schema";
import { setupTestDatabase, testDatabaseKind } from "@/server/db/test-database";
import { apiErrorSchema } from "@/server/http/api-shapes/common";
import { callRoute, sessionCookie } from "@/server/http/testing/call-route";
import { insertScheduleUser } from "./testing/schedule-fixtures";
import { readOtherDays } from "./stored-plan";
import type { PlanView } from "./types";

setupTestDatabase();

const DAY = "2027-03-10"; // a Wednesday
const NEXT = "2027-03-11";

const planOf = (body: unknown) => (body as { plan: PlanView | null }).plan;

async function signedIn() {
  const user = await insertScheduleUser();
  const cookie = await sessionCookie(user);
  const call = <C>(handler: (r: Request, c: C) => Promise<Response>, path: string, init = {}) =>
    callRoute(handler, path, { cookie, ...init });
  return { user, call };
}

describe(`items for other days (${testDatabaseKind()})`, () => {
  test("are listed with the saved plan, and one click puts one on its day and off the list", async () => {
    const { call } = await signedIn();
    const generated = await call(postPlan, "/api/schedule", {
      method: "POST",
      body: { description: "report 2h, call mum. tomorrow dentist at 10:30", date: DAY },
    });
    expect(generated.status).toBe(200);
    const plan = planOf(await generated.json())!;
    expect(plan.blocks.map((b) => b.title)).not.toContain("Dentist");
    expect(plan.otherDays).toEqual([{ id: expect.any(String), title: "Dentist", day: NEXT, start: "10:30" }]);
    const [item] = plan.otherDays!;

    const saved = planOf(await (await call(getPlan, `/api/schedule?date=${DAY}`)).json());
    expect(saved?.otherDays).toEqual(plan.otherDays);

    const added = await call(quickAdd, "/api/schedule/quick-add", {
      method: "POST",
      body: { description: item.title, date: item.day, start: item.start, otherDay: { date: DAY, id: item.id } },
    });
    expect(added.status).toBe(200);
    const body = (await added.json()) as { added: { title: string; start: string }[] };
    expect(body.added).toEqual([expect.objectContaining({ title: "Dentist", start: "10:30" })]);

    // Off the list of the day it was written on, on the plan of its own day (which had none).
    expect(planOf(await (await call(getPlan, `/api/schedule?date=${DAY}`)).json())?.otherDays).toBeUndefined();
    const next = planOf(await (await call(getPlan, `/api/schedule?date=${NEXT}`)).json());
    expect(next?.blocks.map((b) => [b.title, b.start])).toEqual([["Dentist", "10:30"]]);
  });

  test("an item already on its day is not offered again when the day is planned anew", async () => {
    const { call } = await signedIn();
    const other = await signedIn();
    const description = "report 2h. tomorrow dentist at 10:30. on Friday pick up the suit";
    const first = planOf(
      await (await call(postPlan, "/api/schedule", { method: "POST", body: { description, date: DAY } })).json(),
    )!;
    const dentist = first.otherDays!.find((o) => o.title === "Dentist")!;
    await call(quickAdd, "/api/schedule/quick-add", {
      method: "POST",
      body: {
        description: dentist.title,
        date: dentist.day,
        start: dentist.start,
        otherDay: { date: DAY, id: dentist.id },
      },
    });
    // Someone else's block of the same title on that day changes nothing for this user.
    await other.call(quickAdd, "/api/schedule/quick-add", {
      method: "POST",
      body: { description: "Pick up the suit", date: "2027-03-12" },
    });
    const again = planOf(
      await (await call(postPlan, "/api/schedule", { method: "POST", body: { description, date: DAY } })).json(),
    )!;
    expect(again.otherDays?.map((o) => o.title)).toEqual(["Pick up the suit"]);
    const next = planOf(await (await call(getPlan, `/api/schedule?date=${NEXT}`)).json());
    expect(next?.blocks.map((b) => b.title)).toEqual(["Dentist"]);
  });

  test("quick add of another day's item puts it on that day, without the day's words", async () => {
    const { call } = await signedIn();
    const res = await call(quickAdd, "/api/schedule/quick-add", {
      method: "POST",
      body: { description: "dentist tomorrow at 9", date: DAY },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { date: string; added: { title: string; start: string }[] };
    expect(body.date).toBe(NEXT);
    expect(body.added).toEqual([expect.objectContaining({ title: "Dentist", start: "09:00" })]);
    expect(planOf(await (await call(getPlan, `/api/schedule?date=${DAY}`)).json())).toBeNull();
    // Work for another day stays on this one.
    const prep = await call(quickAdd, "/api/schedule/quick-add", {
      method: "POST",
      body: { description: "prep for tomorrow's meeting 30 min", date: DAY },
    });
    expect(((await prep.json()) as { date: string }).date).toBe(DAY);
  });

  test("another user's item is not theirs to take off the list", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const generated = await owner.call(postPlan, "/api/schedule", {
      method: "POST",
      body: { description: "flight tomorrow at 6:45 so pack tonight", date: DAY },
    });
    const [item] = planOf(await generated.json())!.otherDays!;
    expect(item).toMatchObject({ title: "Flight", day: NEXT, start: "06:45" });
    const res = await other.call(quickAdd, "/api/schedule/quick-add", {
      method: "POST",
      body: { description: item.title, date: NEXT, start: "06:45", otherDay: { date: DAY, id: item.id } },
    });
    expect(res.status).toBe(200);
    const kept = planOf(await (await owner.call(getPlan, `/api/schedule?date=${DAY}`)).json());
    expect(kept?.otherDays).toEqual([item]);
  });

  test.each([
    ["not an object", "x"],
    ["a bad date", { date: "2027-13-40", id: "x" }],
    ["no id", { date: DAY }],
    ["an empty id", { date: DAY, id: "" }],
  ])("quick add with %s as the item answers 400", async (_what, otherDay) => {
    const { call } = await signedIn();
    const res = await call(quickAdd, "/api/schedule/quick-add", {
      method: "POST",
      body: { description: "Dentist", date: NEXT, otherDay },
    });
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error).not.toBe("");
  });

  test("plans saved before the list was kept read as having none, and a damaged entry is left out", async () => {
    const { user, call } = await signedIn();
    await getDb().insert(plans).values({ userId: user.id, date: DAY, description: "gym" });
    expect(planOf(await (await call(getPlan, `/api/schedule?date=${DAY}`)).json())?.otherDays).toBeUndefined();
    await getDb()
      .update(plans)
      .set({ otherDays: [{ id: "a", title: "Dentist", day: NEXT }, { title: 3 }] })
      .where(eq(plans.userId, user.id));
    const plan = planOf(await (await call(getPlan, `/api/schedule?date=${DAY}`)).json());
    expect(plan?.otherDays).toEqual([{ id: "a", title: "Dentist", day: NEXT }]);
    expect(readOtherDays(null)).toEqual([]);
  });
});
