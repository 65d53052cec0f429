/**
 * The SSRF guard at the HTTP boundary: addresses by range (IPv4, IPv6, IPv4-mapped, NAT64), URLs
 * by scheme, names whose DNS answer is private (checked on the socket's own lookup, so the checked
 * address is the one connected to), redirects checked again, and the size, time and redirect limits.
 */
import http from "node:http";
import { blockedReason } from "./blocked-address";
import { FetchRefused, normalizeFetchUrl, safeFetch } from "./safe-fetch";

async function problem(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "fetched";
  } catch (err) {
    if (err instanceof FetchRefused) return err.problem;
    throw err;
  }
}

describe("blockedReason", () => {
  test.each([
    ["127.0.0.1", "loopback"],
    ["127.8.9.10", "loopback"],
    ["::1", "loopback"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["10.1.2.3", "private"],
    ["172.20.0.1", "private"],
    ["192.168.1.1", "private"],
    ["100.64.0.1", "private"],
    ["fd12:3456::1", "private"],
    ["fc00::1", "private"],
    ["::ffff:10.0.0.1", "private"],
    ["64:ff9b::10.0.0.1", "private"],
    ["169.254.169.254", "metadata"],
    ["fd00:ec2::254", "metadata"],
    ["::ffff:169.254.169.254", "metadata"],
    ["169.254.10.10", "linkLocal"],
    ["fe80::1", "linkLocal"],
    ["0.0.0.0", "reserved"],
    ["::", "reserved"],
    ["224.0.0.1", "reserved"],
    ["ff02::1", "reserved"],
    ["not-an-ip", "reserved"],
  ])("%s is %s", (ip, reason) => {
    expect(blockedReason(ip)).toBe(reason);
  });

  test.each(["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"])("%s is public", (ip) => {
    expect(blockedReason(ip)).toBeNull();
  });

  test("the test setting lets loopback and private through, never metadata or link-local", () => {
    expect(blockedReason("127.0.0.1", true)).toBeNull();
    expect(blockedReason("10.0.0.1", true)).toBeNull();
    expect(blockedReason("169.254.169.254", true)).toBe("metadata");
    expect(blockedReason("fe80::1", true)).toBe("linkLocal");
  });
});

describe("normalizeFetchUrl", () => {
  test("webcal:// means https://; only http(s); no credentials", () => {
    expect(normalizeFetchUrl("webcal://calendar.example.com/a/basic.ics#x").href).toBe(
      "https://calendar.example.com/a/basic.ics",
    );
    expect(normalizeFetchUrl(" https://p.example/x.ics ").href).toBe("https://p.example/x.ics");
    const bad = (u: string) => {
      try {
        normalizeFetchUrl(u);
        return "ok";
      } catch (err) {
        return (err as FetchRefused).problem;
      }
    };
    expect(bad("file:///etc/passwd")).toBe("badScheme");
    expect(bad("ftp://example.com/a.ics")).toBe("badScheme");
    expect(bad("gopher://example.com/")).toBe("badScheme");
    expect(bad("https://user:pw@example.com/a.ics")).toBe("credentials");
    expect(bad("not a url")).toBe("badUrl");
  });
});

describe("safeFetch", () => {
  let server: http.Server;
  const hits: string[] = [];
  const base = "http://127.0.0.1:4851";

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(req.url ?? "");
      if (req.url === "/to-metadata")
        return void res.writeHead(302, { location: "http://169.254.169.254/latest/" }).end();
      if (req.url === "/to-file") return void res.writeHead(301, { location: "file:///etc/passwd" }).end();
      if (req.url === "/to-ok") return void res.writeHead(302, { location: "/ok" }).end();
      if (req.url === "/loop") return void res.writeHead(302, { location: "/loop" }).end();
      if (req.url === "/big") return void res.writeHead(200).end("x".repeat(5000));
      if (req.url === "/slow") return; // never answers
      res.writeHead(200, { "content-type": "text/plain" }).end("fine");
    });
    await new Promise<void>((resolve) => server.listen(4851, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  test("loopback, private, link-local, metadata and IPv6 literals are refused before any connection", async () => {
    const before = hits.length;
    expect(await problem(safeFetch(`${base}/ok`))).toBe("loopback");
    expect(await problem(safeFetch("http://[::1]:4851/ok"))).toBe("loopback");
    expect(await problem(safeFetch("http://[::ffff:127.0.0.1]:4851/ok"))).toBe("loopback");
    expect(await problem(safeFetch("http://10.0.0.1/"))).toBe("private");
    expect(await problem(safeFetch("http://[fd00::1]/"))).toBe("private");
    expect(await problem(safeFetch("http://169.254.169.254/latest/meta-data/"))).toBe("metadata");
    expect(await problem(safeFetch("http://[fe80::1]/"))).toBe("linkLocal");
    expect(await problem(safeFetch("http://0.0.0.0:4851/ok"))).toBe("reserved");
    expect(await problem(safeFetch("file:///etc/passwd"))).toBe("badScheme");
    expect(hits.length).toBe(before);
  });

  test("a name whose DNS answer is private is refused at connect time (the lookup the socket uses)", async () => {
    const before = hits.length;
    expect(await problem(safeFetch("http://localhost:4851/ok"))).toBe("loopback");
    const answers = (address: string) => async () => [{ address, family: address.includes(":") ? 6 : 4 }];
    expect(await problem(safeFetch("http://calendar.example.test/ok", { resolve: answers("10.9.8.7") }))).toBe(
      "private",
    );
    expect(await problem(safeFetch("http://calendar.example.test/ok", { resolve: answers("169.254.169.254") }))).toBe(
      "metadata",
    );
    expect(await problem(safeFetch("http://calendar.example.test/ok", { resolve: answers("::1") }))).toBe("loopback");
    // One public and one private answer: refused (the socket might pick either).
    const mixed = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "127.0.0.1", family: 4 },
    ];
    expect(await problem(safeFetch("http://rebind.example.test:4851/ok", { resolve: mixed }))).toBe("loopback");
    // DNS rebinding: the first answer (a pre-check) is public, the one for the connection private.
    let asked = 0;
    const rebinding = async () => [{ address: asked++ === 0 ? "93.184.216.34" : "127.0.0.1", family: 4 }];
    await rebinding();
    expect(await problem(safeFetch("http://rebind.example.test:4851/ok", { resolve: rebinding }))).toBe("loopback");
    expect(hits.length).toBe(before);
  });

  test("with the test setting, loopback is fetched; a name resolving to loopback is connected to the checked address", async () => {
    const res = await safeFetch(`${base}/ok`, { allowPrivate: true });
    expect([res.status, res.body.toString()]).toEqual([200, "fine"]);
    const named = await safeFetch("http://calendar.example.test:4851/ok", {
      allowPrivate: true,
      resolve: async () => [{ address: "127.0.0.1", family: 4 }],
    });
    expect(named.body.toString()).toBe("fine");
  });

  test("redirects are followed and checked again: to metadata or file: refused; too many refused", async () => {
    expect((await safeFetch(`${base}/to-ok`, { allowPrivate: true })).body.toString()).toBe("fine");
    expect(await problem(safeFetch(`${base}/to-metadata`, { allowPrivate: true }))).toBe("metadata");
    expect(await problem(safeFetch(`${base}/to-file`, { allowPrivate: true }))).toBe("badScheme");
    expect(await problem(safeFetch(`${base}/loop`, { allowPrivate: true, maxRedirects: 3 }))).toBe("tooManyRedirects");
  });

  test("size and time limits", async () => {
    expect(await problem(safeFetch(`${base}/big`, { allowPrivate: true, maxBytes: 1000 }))).toBe("tooLarge");
    expect(await problem(safeFetch(`${base}/slow`, { allowPrivate: true, timeoutMs: 300 }))).toBe("timeout");
  });
});
