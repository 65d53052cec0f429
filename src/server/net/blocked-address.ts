/**
 * Which IP addresses a URL typed by a user may reach (issue 27, SSRF). Pure. An address is refused
 * when it is loopback, private (RFC 1918, CGNAT), link-local (cloud metadata lives at
 * 169.254.169.254 and fd00:ec2::254), unique-local, unspecified, multicast, reserved, or an
 * IPv4-mapped / NAT64 IPv6 form of one of those. `allowPrivate` (tests only) lets loopback and
 * private ranges through, never link-local or metadata.
 */
import { BlockList, isIP } from "node:net";

export type BlockedReason = "loopback" | "private" | "linkLocal" | "metadata" | "reserved";

function list(entries: [string, number, "ipv4" | "ipv6"][]): BlockList {
  const b = new BlockList();
  for (const [net, prefix, family] of entries) b.addSubnet(net, prefix, family);
  return b;
}

const LOOPBACK = list([
  ["127.0.0.0", 8, "ipv4"],
  ["::1", 128, "ipv6"],
]);
const PRIVATE = list([
  ["10.0.0.0", 8, "ipv4"],
  ["172.16.0.0", 12, "ipv4"],
  ["192.168.0.0", 16, "ipv4"],
  ["100.64.0.0", 10, "ipv4"],
  ["fc00::", 7, "ipv6"],
]);
const METADATA = list([
  ["169.254.169.254", 32, "ipv4"],
  ["fd00:ec2::254", 128, "ipv6"],
]);
const LINK_LOCAL = list([
  ["169.254.0.0", 16, "ipv4"],
  ["fe80::", 10, "ipv6"],
]);
const RESERVED = list([
  ["0.0.0.0", 8, "ipv4"],
  ["192.0.0.0", 24, "ipv4"],
  ["192.0.2.0", 24, "ipv4"],
  ["198.18.0.0", 15, "ipv4"],
  ["198.51.100.0", 24, "ipv4"],
  ["203.0.113.0", 24, "ipv4"],
  ["224.0.0.0", 4, "ipv4"],
  ["240.0.0.0", 4, "ipv4"],
  ["::", 128, "ipv6"],
  ["ff00::", 8, "ipv6"],
  ["2001:db8::", 32, "ipv6"],
  ["fec0::", 10, "ipv6"],
]);

/** The IPv4 address an IPv6 address carries (::ffff:a.b.c.d, ::a.b.c.d, 64:ff9b::/96), if any. */
function embeddedIpv4(ip: string): string | undefined {
  const lower = ip.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return undefined;
  const hi = parseInt(hex[1], 16);
  const lo = parseInt(hex[2], 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** Why `ip` may not be reached, or null when it may. A string that is not an IP address is refused. */
export function blockedReason(ip: string, allowPrivate = false): BlockedReason | null {
  const family = isIP(ip);
  if (family === 0) return "reserved";
  if (family === 6) {
    const v4 = embeddedIpv4(ip);
    if (v4) return blockedReason(v4, allowPrivate);
  }
  const type = family === 4 ? "ipv4" : "ipv6";
  if (METADATA.check(ip, type)) return "metadata";
  if (LINK_LOCAL.check(ip, type)) return "linkLocal";
  if (RESERVED.check(ip, type)) return "reserved";
  if (LOOPBACK.check(ip, type)) return allowPrivate ? null : "loopback";
  if (PRIVATE.check(ip, type)) return allowPrivate ? null : "private";
  return null;
}
