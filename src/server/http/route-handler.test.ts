/** The route-handler wrapper: bodies that are not JSON, too large or not storable never become a 500. */
import { AppError } from "@/lib/errors";
import { readJson, route } from "./route-handler";

const post = (body: string) => new Request("http://localhost/api/x", { method: "POST", body, headers: { "content-type": "application/json" } });

describe("readJson", () => {
  test("an empty body is an empty object; invalid JSON is a 400; a large body is a 413", async () => {
    expect(await readJson(post(""))).toEqual({});
    await expect(readJson(post("{"))).rejects.toMatchObject({ status: 400, messageKey: "errors.invalidJson" });
    await expect(readJson(post(JSON.stringify({ a: "x".repeat(100) })), 50)).rejects.toMatchObject({ status: 413 });
  });

  test("strings PostgreSQL cannot store (NUL, lone surrogates) are made storable", async () => {
    const body = '{"description":"standup at 9\\u0000:30 \\ud800","list":["\\u0000"]}';
    expect(await readJson(post(body))).toEqual({ description: "standup at 9:30 \ufffd", list: [""] });
  });
});

describe("route", () => {
  test("an AppError becomes its status and a translated message; anything else a 500 without details", async () => {
    const failing = route(async () => {
      throw new AppError("validation", 400, "errors.invalidJson");
    });
    const res = await failing(post("{}"), undefined);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "The request body is not valid JSON.", code: "validation" });

    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const crashing = route(async () => {
      throw new Error("secret internals");
    });
    const crash = await crashing(post("{}"), undefined);
    expect(crash.status).toBe(500);
    expect(JSON.stringify(await crash.json())).not.toContain("secret internals");
    spy.mockRestore();
  });
});
