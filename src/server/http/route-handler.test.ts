/** The route-handler wrapper: bodies that are not JSON, too large or not storable never become a 500. */
import { AppError } from "@/lib/errors";
import { loggedRoute, readJson, route } from "./route-handler";
import { logger } from "@/server/logger";

const post = (body: string) =>
  new Request("http://localhost/api/x", { method: "POST", body, headers: { "content-type": "application/json" } });

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

    const spy = jest.spyOn(logger, "error");
    const crashing = route(async () => {
      throw new Error("secret internals");
    });
    const crash = await crashing(post("{}"), undefined);
    expect(crash.status).toBe(500);
    expect(JSON.stringify(await crash.json())).not.toContain("secret internals");
    spy.mockRestore();
  });
});

describe("readJson reads with a ceiling (issue 11, item 4)", () => {
  /** A body stream that would go on for ever, counting what was pulled from it. */
  function endless(chunk = 64 * 1024) {
    const stats = { pulled: 0 };
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        stats.pulled += chunk;
        controller.enqueue(new Uint8Array(chunk).fill(0x20));
      },
    });
    return { body, stats };
  }
  const streaming = (body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    new Request("http://localhost/api/x", {
      method: "POST",
      body,
      duplex: "half",
      headers: { "content-type": "application/json", ...headers },
    } as RequestInit);

  test("a declared Content-Length over the limit is a 413 before the body is read", async () => {
    const { body, stats } = endless();
    await expect(
      readJson(streaming(body, { "content-length": String(200 * 1024 * 1024) }), 4096),
    ).rejects.toMatchObject({
      status: 413,
      messageKey: "errors.payloadTooLarge",
    });
    expect(stats.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  test("a chunked body without a length is cut off as soon as it passes the limit", async () => {
    const { body, stats } = endless(1024);
    await expect(readJson(streaming(body), 32 * 1024)).rejects.toMatchObject({ status: 413 });
    expect(stats.pulled).toBeLessThan(40 * 1024);
  });

  test("a body that lies about its length (says small, sends more) is still cut off", async () => {
    const { body, stats } = endless(1024);
    await expect(readJson(streaming(body, { "content-length": "10" }), 8 * 1024)).rejects.toMatchObject({
      status: 413,
    });
    expect(stats.pulled).toBeLessThan(16 * 1024);
  });

  test("a body at the limit is read; multi-byte text split across chunks survives", async () => {
    const text = JSON.stringify({ description: "café ☕ مساء 💪" });
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 3) controller.enqueue(bytes.slice(i, i + 3));
        controller.close();
      },
    });
    expect(await readJson(streaming(body), bytes.length)).toEqual({ description: "café ☕ مساء 💪" });
  });

  test("5,000 nested arrays are a 400 with a message", async () => {
    const res = await route(async (request) => Response.json(await readJson(request)))(
      post("[".repeat(5000) + "]".repeat(5000)),
      undefined,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("The request is nested too deeply (at most 32 levels).");
  });
});

describe("route refuses cross-site and non-JSON state-changing requests (issue 11, item 9)", () => {
  const ok = route(async () => Response.json({ ok: true }));
  const call = (method: string, headers: Record<string, string>, body?: string) =>
    ok(
      new Request("http://localhost:3000/api/x", { method, headers: { host: "localhost:3000", ...headers }, body }),
      undefined,
    );

  test("another site's Origin is a 403, whatever the content type", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      for (const origin of ["https://evil.example", "null", "http://localhost:3000.evil.example", "not a url"]) {
        const res = await call(method, { origin, "content-type": "application/json" }, "{}");
        expect(res.status).toBe(403);
        expect((await res.json()).error).toBe("This request came from another site and was refused.");
      }
    }
  });

  test("text/plain and form bodies are a 415", async () => {
    for (const contentType of [
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const res = await call("POST", { "content-type": contentType }, '{"description":"x"}');
      expect(res.status).toBe(415);
      expect((await res.json()).error).toBe("Please send the request body as JSON (Content-Type: application/json).");
    }
    // A body without any Content-Type is not JSON either (a server request always declares its length or chunking).
    expect((await call("PATCH", { "content-length": "2" }, "{}")).status).toBe(415);
    expect((await call("PUT", { "transfer-encoding": "chunked" }, "{}")).status).toBe(415);
    // An empty form post still names its type.
    expect(
      (await call("POST", { "content-type": "application/x-www-form-urlencoded", "content-length": "0" })).status,
    ).toBe(415);
  });

  test("the app's own origin with JSON passes; a body-less DELETE or POST needs no Content-Type", async () => {
    expect(
      (await call("POST", { origin: "http://localhost:3000", "content-type": "application/json; charset=utf-8" }, "{}"))
        .status,
    ).toBe(200);
    expect((await call("POST", { "content-type": "application/json" }, "{}")).status).toBe(200);
    expect((await call("DELETE", { origin: "http://localhost:3000" })).status).toBe(200);
    expect((await call("POST", { origin: "http://localhost:3000", "content-length": "0" })).status).toBe(200);
    // Served under another name (127.0.0.1 beside APP_URL's localhost): the Host it was sent to counts.
    const other = await ok(
      new Request("http://127.0.0.1:3000/api/x", {
        method: "POST",
        headers: { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000", "content-type": "application/json" },
        body: "{}",
      }),
      undefined,
    );
    expect(other.status).toBe(200);
  });

  test("a route that takes another preflighted type (the calendar import) accepts it, and still no text/plain or forms", async () => {
    const ics = route(async () => Response.json({ ok: true }), { bodyTypes: ["text/calendar"] });
    const send = (headers: Record<string, string>) =>
      ics(
        new Request("http://localhost:3000/api/x", {
          method: "POST",
          headers: { host: "localhost:3000", ...headers },
          body: "BEGIN:VCALENDAR",
        }),
        undefined,
      );
    expect((await send({ origin: "http://localhost:3000", "content-type": "text/calendar" })).status).toBe(200);
    expect((await send({ "content-type": "text/plain" })).status).toBe(415);
    expect((await send({ "content-type": "application/json" })).status).toBe(415);
    expect((await send({ origin: "https://evil.example", "content-type": "text/calendar" })).status).toBe(403);
  });

  test("GET and HEAD are never refused", async () => {
    expect(
      (
        await ok(
          new Request("http://localhost:3000/api/x", {
            headers: { origin: "https://evil.example", "content-type": "text/plain" },
          }),
          undefined,
        )
      ).status,
    ).toBe(200);
  });
});

describe("the request line", () => {
  test("a calendar feed's token is masked; other paths, the feed's own routes included, are kept", () => {
    expect(loggedRoute("/api/calendar/feed/abcDEF123_secret.ics")).toBe("/api/calendar/feed/[redacted]");
    expect(loggedRoute("/api/calendar/feed/no-suffix")).toBe("/api/calendar/feed/[redacted]");
    expect(loggedRoute("/api/calendar/feed")).toBe("/api/calendar/feed");
    expect(loggedRoute("/api/calendar/feed/reset")).toBe("/api/calendar/feed/reset");
    expect(loggedRoute("/api/schedule")).toBe("/api/schedule");
  });
});
