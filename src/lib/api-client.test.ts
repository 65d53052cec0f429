import http from "node:http";
import type { AddressInfo } from "node:net";
import { apiRequest, getQueryFn, ApiError } from "./api-client";

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === "/ok") return res.writeHead(200, { "content-type": "application/json" }).end('{"a":1}');
    if (req.url === "/unauth") return res.writeHead(401).end("Unauthorized please");
    if (req.url === "/empty") return res.writeHead(503).end();
    res.writeHead(400, { "content-type": "application/json" }).end('{"error":"Please describe your day"}');
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

test("a non-OK answer throws '{status}: {text}'", async () => {
  await expect(apiRequest("POST", `${base}/bad`, { x: 1 })).rejects.toThrow(
    '400: {"error":"Please describe your day"}',
  );
  await expect(apiRequest("GET", `${base}/empty`)).rejects.toThrow("503: Service Unavailable");
});

test("the error exposes the server's message", async () => {
  const err = await apiRequest("POST", `${base}/bad`).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect((err as ApiError).userMessage).toBe("Please describe your day");
});

test("the query fetcher returns null on 401 when asked, throws otherwise", async () => {
  await expect(getQueryFn({ on401: "returnNull" })({ queryKey: [`${base}/unauth`] })).resolves.toBeNull();
  await expect(getQueryFn({ on401: "throw" })({ queryKey: [`${base}/unauth`] })).rejects.toThrow(
    "401: Unauthorized please",
  );
  await expect(getQueryFn({ on401: "throw" })({ queryKey: [`${base}/ok`] })).resolves.toEqual({ a: 1 });
});
