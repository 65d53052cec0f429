import http from "node:http";
import type { AddressInfo } from "node:net";
import { apiFetch, apiJson, ApiError, errorCode, errorMessage } from "./api-client";

let server: http.Server;
let base: string;
const seen: { url?: string; locale?: string; type?: string; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen.push({
        url: req.url,
        locale: req.headers["x-rhythm-locale"] as string | undefined,
        type: req.headers["content-type"],
        body,
      });
      if (req.url === "/ok") return res.writeHead(200, { "content-type": "application/json" }).end('{"a":1}');
      if (req.url === "/gone") return res.writeHead(204).end();
      if (req.url === "/unauth") return res.writeHead(401).end("Unauthorized please");
      if (req.url === "/empty") return res.writeHead(503).end();
      if (req.url === "/html") return res.writeHead(502).end("<html>Bad gateway</html>");
      res
        .writeHead(400, { "content-type": "application/json" })
        .end('{"error":"Please describe your day","code":"invalid_input"}');
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));
beforeEach(() => {
  seen.length = 0;
});

test("a non-OK answer throws '{status}: {text}', with the status text when the body is empty", async () => {
  await expect(apiFetch(`${base}/bad`, { method: "POST", body: { x: 1 } })).rejects.toThrow(
    '400: {"error":"Please describe your day","code":"invalid_input"}',
  );
  await expect(apiJson(`${base}/empty`)).rejects.toThrow("503: Service Unavailable");
  await expect(apiJson(`${base}/unauth`)).rejects.toThrow("401: Unauthorized please");
});

test("JSON bodies go as JSON, text bodies as they are, and the page's language rides along", async () => {
  await expect(apiJson(`${base}/ok`, { method: "PATCH", body: { x: 1 }, locale: "es" })).resolves.toEqual({ a: 1 });
  await apiFetch(`${base}/ok`, { method: "POST", body: "BEGIN:VCALENDAR", contentType: "text/calendar" });
  await apiJson(`${base}/ok`);
  expect(seen).toEqual([
    { url: "/ok", locale: "es", type: "application/json", body: '{"x":1}' },
    { url: "/ok", locale: undefined, type: "text/calendar", body: "BEGIN:VCALENDAR" },
    { url: "/ok", locale: undefined, type: undefined, body: "" },
  ]);
});

test("an empty answer (204) reads as null", async () => {
  await expect(apiJson(`${base}/gone`, { method: "DELETE" })).resolves.toBeNull();
});

test("the one parser: the server's message and code, or the fallback", async () => {
  const bad = await apiFetch(`${base}/bad`).catch((e: unknown) => e);
  expect(bad).toBeInstanceOf(ApiError);
  expect((bad as ApiError).status).toBe(400);
  expect(errorMessage(bad, "fallback")).toBe("Please describe your day");
  expect((bad as ApiError).userMessage).toBe("Please describe your day");
  expect(errorCode(bad)).toBe("invalid_input");

  const html = await apiFetch(`${base}/html`).catch((e: unknown) => e);
  expect(errorMessage(html, "fallback")).toBe("fallback");
  expect(errorCode(html)).toBeUndefined();
  expect(errorMessage(new TypeError("Failed to fetch"), "fallback")).toBe("fallback");
  expect(errorMessage(new ApiError(422, '{"error":{"message":"Nested"}}'), "fallback")).toBe("Nested");
  expect(errorMessage(new ApiError(500, JSON.stringify({ error: "x".repeat(400) })), "fallback")).toBe("fallback");
});
