/**
 * The client's address: the socket's unless proxies are trusted, then the Nth X-Forwarded-For
 * entry from the right; never a shared "unknown". The start-up hook is exercised on a real
 * HTTP server: whatever the client sends under the private header is replaced by the socket's.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { resetEnvForTests } from "@/lib/env";
import { CLIENT_IP_HEADER, clientIp, clientIpKey, ipLimitKey, normalizeIp, resolveClientIp } from "./client-ip";
import { installClientAddressHook } from "./client-ip-hook";
import { logger } from "@/server/logger";

const saved = process.env.TRUST_PROXY;
afterEach(() => {
  if (saved === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = saved;
  resetEnvForTests();
});

function withTrustProxy(n: number) {
  process.env.TRUST_PROXY = String(n);
  resetEnvForTests();
}

const req = (headers: Record<string, string>) =>
  new Request("http://localhost/api/auth/signup", { method: "POST", headers });

describe("resolveClientIp", () => {
  test("with no trusted proxy, X-Forwarded-For is ignored and the socket decides", () => {
    expect(
      resolveClientIp({ socketAddress: "::ffff:203.0.113.7", forwardedFor: "1.1.1.1, 2.2.2.2", trustProxy: 0 }),
    ).toBe("203.0.113.7");
    expect(resolveClientIp({ socketAddress: null, forwardedFor: "1.1.1.1", trustProxy: 0 })).toBeNull();
  });

  test("with N trusted proxies, the Nth address from the right", () => {
    const forwardedFor = "6.6.6.6, 198.51.100.4, 10.0.0.2";
    expect(resolveClientIp({ socketAddress: "10.0.0.3", forwardedFor, trustProxy: 1 })).toBe("10.0.0.2");
    expect(resolveClientIp({ socketAddress: "10.0.0.3", forwardedFor, trustProxy: 2 })).toBe("198.51.100.4");
    // Whatever the client prepends changes nothing.
    expect(
      resolveClientIp({ socketAddress: "10.0.0.3", forwardedFor: `9.9.9.9, 8.8.8.8, ${forwardedFor}`, trustProxy: 2 }),
    ).toBe("198.51.100.4");
  });

  test("fewer entries than trusted proxies (the proxies were bypassed) or garbage: the socket", () => {
    expect(resolveClientIp({ socketAddress: "192.0.2.9", forwardedFor: "6.6.6.6", trustProxy: 2 })).toBe("192.0.2.9");
    expect(resolveClientIp({ socketAddress: "192.0.2.9", forwardedFor: null, trustProxy: 1 })).toBe("192.0.2.9");
    expect(resolveClientIp({ socketAddress: "192.0.2.9", forwardedFor: "1.1.1.1, not-an-ip", trustProxy: 1 })).toBe(
      "192.0.2.9",
    );
  });

  test("addresses are normalised", () => {
    expect(normalizeIp("::FFFF:192.0.2.1")).toBe("192.0.2.1");
    expect(normalizeIp("[2001:DB8::1]")).toBe("2001:db8::1");
    expect(normalizeIp("fe80::1%eth0")).toBe("fe80::1");
    expect(normalizeIp("unknown")).toBeNull();
    expect(normalizeIp("")).toBeNull();
  });
});

describe("ipLimitKey", () => {
  test("IPv4 as is; IPv6 by its /64, so rotating within a subscriber's network is one bucket", () => {
    expect(ipLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(ipLimitKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(ipLimitKey("2001:db8:1:2:ffff:ffff:ffff:fffe")).toBe("2001:db8:1:2::/64");
    expect(ipLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(ipLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(ipLimitKey("2001:db8:1:3::1")).not.toBe(ipLimitKey("2001:db8:1:2::1"));
  });
});

describe("clientIp", () => {
  test("reads the header the server stamped; a missing address is a 503, never a shared bucket", () => {
    withTrustProxy(0);
    expect(clientIp(req({ [CLIENT_IP_HEADER]: "::ffff:198.51.100.20", "x-forwarded-for": "1.2.3.4" }))).toBe(
      "198.51.100.20",
    );
    const spy = jest.spyOn(logger, "error");
    expect(() => clientIp(req({ "x-forwarded-for": "1.2.3.4" }))).toThrow(
      expect.objectContaining({ status: 503, messageKey: "errors.clientAddressUnknown" }),
    );
    spy.mockRestore();
  });

  test("behind one trusted proxy, the address it appended", () => {
    withTrustProxy(1);
    expect(clientIpKey(req({ [CLIENT_IP_HEADER]: "10.0.0.2", "x-forwarded-for": "6.6.6.6, 198.51.100.20" }))).toBe(
      "198.51.100.20",
    );
  });
});

describe("installClientAddressHook on a real server", () => {
  test("replaces a client-sent copy of the private header with the socket's address", async () => {
    installClientAddressHook();
    installClientAddressHook(); // idempotent: one subscription
    const seen: Array<{ header: unknown; raw: string[] }> = [];
    const server = http.createServer((request, response) => {
      seen.push({
        header: request.headers[CLIENT_IP_HEADER],
        raw: request.rawHeaders.filter((_, i, all) => i % 2 === 0 && all[i].toLowerCase() === CLIENT_IP_HEADER),
      });
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await fetch(`http://127.0.0.1:${port}/`, {
        headers: { "X-Rhythm-Client-IP": "6.6.6.6", "x-forwarded-for": "7.7.7.7" },
      });
      await fetch(`http://127.0.0.1:${port}/`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(seen).toEqual([
      { header: "127.0.0.1", raw: [CLIENT_IP_HEADER] },
      { header: "127.0.0.1", raw: [CLIENT_IP_HEADER] },
    ]);
  });
});
