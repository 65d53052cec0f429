import "server-only";
/**
 * The one place that knows the client's address. Every per-IP limit and every stored address
 * comes from here, never from the first X-Forwarded-For entry (which the client writes itself).
 *
 * - TRUST_PROXY=0 (default): the address of the TCP peer. Next's App Router does not expose the
 *   socket, so `installClientAddressHook` (run at server start from src/instrumentation.ts)
 *   subscribes to Node's `http.server.request.start` diagnostics channel, which fires for every
 *   request before Next sees it, drops any copy of CLIENT_IP_HEADER the client sent and writes
 *   the socket's address in its place. This works the same under `npm start`, the e2e server,
 *   `next dev` and the Docker standalone `server.js`, with no custom server.
 * - TRUST_PROXY=N: the Nth address from the right of X-Forwarded-For: each of the N trusted
 *   proxies appends the address it received the request from, so everything further left is
 *   whatever the client claimed. A request that carries fewer than N entries did not come
 *   through the proxies (it reached the app directly), so its socket address is used instead.
 *
 * When there is no address at all (the hook did not run: a server started some other way, or a
 * request arrived before start-up finished), the request is refused with a 503 rather than
 * sharing one "unknown" bucket with everyone else, so a single client can never lock all others
 * out, nor get a bucket of its own by sending nothing.
 */
import { isIP } from "node:net";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { logger } from "@/server/logger";

/** Request header the server itself sets from the socket; anything a client sends under it is dropped. */
export const CLIENT_IP_HEADER = "x-rhythm-client-ip";

/** Strips an IPv6 zone, brackets and the IPv4-mapped prefix; null when it is not an IP address. */
export function normalizeIp(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let ip = raw.trim();
  if (ip.startsWith("[") && ip.endsWith("]")) ip = ip.slice(1, -1);
  const zone = ip.indexOf("%");
  if (zone > 0) ip = ip.slice(0, zone);
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) ip = ip.slice(7);
  const kind = isIP(ip);
  if (kind === 4) return ip;
  if (kind === 6) return ip.toLowerCase();
  return null;
}

interface ClientIpSources {
  /** The socket's address, as written by the start-up hook. */
  socketAddress: string | null;
  forwardedFor: string | null;
  trustProxy: number;
}

/** The client's address from its sources (pure, for tests); null when it cannot be known. */
export function resolveClientIp({ socketAddress, forwardedFor, trustProxy }: ClientIpSources): string | null {
  const socket = normalizeIp(socketAddress);
  if (trustProxy <= 0) return socket;
  const hops = (forwardedFor ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  // Fewer entries than trusted proxies: the request did not pass through them.
  if (hops.length < trustProxy) return socket;
  return normalizeIp(hops[hops.length - trustProxy]) ?? socket;
}

/** The caller's address; a 503 when it cannot be known (see the module comment). */
export function clientIp(request: Request): string {
  const ip = resolveClientIp({
    socketAddress: request.headers.get(CLIENT_IP_HEADER),
    forwardedFor: request.headers.get("x-forwarded-for"),
    trustProxy: env().TRUST_PROXY,
  });
  if (!ip) {
    logger.error(
      `no client address on ${new URL(request.url).pathname}: start the server with npm start or the image's server.js (see README, TRUST_PROXY)`,
    );
    throw new AppError("unavailable", 503, "errors.clientAddressUnknown");
  }
  return ip;
}

/**
 * The key per-IP limits count under: the address itself for IPv4, its /64 network for IPv6
 * (one subscriber usually holds a whole /64, so single IPv6 addresses are free to rotate).
 */
export function ipLimitKey(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const [head, tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = ip.includes("::") && tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::1.2.3.4) counts as two groups; it never reaches the first four.
  const width = (parts: string[]) => parts.reduce((n, p) => n + (p.includes(".") ? 2 : 1), 0);
  const groups = ip.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - width(left) - width(right))).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (g.includes(".") ? g : (parseInt(g || "0", 16) || 0).toString(16)))
    .join(":")}::/64`;
}

/** The caller's per-IP limit key. */
export function clientIpKey(request: Request): string {
  return ipLimitKey(clientIp(request));
}
