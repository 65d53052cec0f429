/**
 * A calendar host on loopback for tests: serves whatever .ics text the test sets (or a status),
 * with an ETag per version, answers If-None-Match with 304, and counts the requests it got.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createHash } from "node:crypto";

export interface LoopbackCalendar {
  port: number;
  url: string;
  set(text: string): void;
  fail(status: number): void;
  redirectTo(location: string): void;
  requests: { path: string; ifNoneMatch: string | undefined }[];
  close(): Promise<void>;
}

/**
 * A port the system picks: the same test file runs once per database in parallel jest projects,
 * and a fixed port made the second run's listen fail (its hook then hung until the timeout).
 */
export async function startLoopbackCalendar(): Promise<LoopbackCalendar> {
  let text = "";
  let status = 200;
  let location = "";
  const requests: LoopbackCalendar["requests"] = [];
  const server = http.createServer((req, res) => {
    const ifNoneMatch = req.headers["if-none-match"];
    requests.push({ path: req.url ?? "", ifNoneMatch: typeof ifNoneMatch === "string" ? ifNoneMatch : undefined });
    if (location) {
      res.writeHead(302, { location }).end();
      return;
    }
    if (status !== 200) {
      res.writeHead(status).end("no");
      return;
    }
    const etag = `"${createHash("sha1").update(text).digest("hex").slice(0, 16)}"`;
    if (ifNoneMatch === etag) {
      res.writeHead(304, { etag }).end();
      return;
    }
    res.writeHead(200, { "content-type": "text/calendar; charset=utf-8", etag }).end(text);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/secret/basic.ics`,
    set: (t) => {
      text = t;
      status = 200;
      location = "";
    },
    fail: (s) => {
      status = s;
    },
    redirectTo: (l) => {
      location = l;
    },
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A VCALENDAR around the given VEVENT lines. */
export const calendarFile = (...events: string[][]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Loopback//Test//EN", ...events.flat(), "END:VCALENDAR"].join("\r\n");

export const vevent = (...lines: string[]) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"];
