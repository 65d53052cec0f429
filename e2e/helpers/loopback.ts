/**
 * HTTP requests from chosen loopback addresses (127.x.y.z, bound with node:http's localAddress).
 * The server keys its per-IP limits on the socket's address (src/server/http/client-ip.ts), so a
 * request from 127.0.0.21 is another client than the browser's traffic from 127.0.0.1: specs that
 * must look like distinct clients use this, and so do the fixtures that create accounts.
 */
import http from "node:http";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP request from a chosen loopback address. */
export function raw(
  baseURL: string,
  from: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawResponse> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress: from,
        headers: { host: url.host, ...headers },
      },
      (res) => {
        let data = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (data += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: data }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

let accountsMade = 0;

/**
 * The address the next fixture account is signed up from. Sign-ups are limited per client address
 * (100 an hour, LIMITS.signUpIp); a suite that makes a fresh account per test would otherwise use
 * up 127.0.0.1's allowance, which the specs that sign up through the form need. Each worker takes
 * addresses of its own (127.0.<100 + worker>.<1..250>), one per account in turn.
 */
export function nextAccountAddress(): string {
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 100;
  accountsMade += 1;
  return `127.0.${100 + worker}.${(accountsMade % 250) + 1}`;
}
