/**
 * A push service on loopback for tests, playing the browser vendor's part at the HTTP boundary: it
 * holds each subscription's private keys (as a browser would), checks the VAPID Authorization
 * (RFC 8292: ES256 JWT signed by the key in k=, aud = this service's origin, exp within 24 hours,
 * a sub), and decrypts the aes128gcm body (RFC 8188 / RFC 8291) back to the payload.
 */
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedPush {
  path: string;
  payload: unknown;
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
  headers: http.IncomingHttpHeaders;
}

export interface BrowserKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const b64 = (buf: Buffer) => buf.toString("base64url");

function hkdf(ikm: Buffer, salt: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync("sha256", ikm, salt, info, length));
}

/** RFC 8291 section 3 and RFC 8188: one record, padding delimiter 0x02. */
export function decryptAes128gcm(body: Buffer, uaPrivate: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const uaPublic = uaPrivate.getPublicKey();
  const ecdhSecret = uaPrivate.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = hkdf(ecdhSecret, authSecret, keyInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("bad padding delimiter");
  return padded.subarray(0, end);
}

/** Verifies `Authorization: vapid t=<jwt>, k=<key>`; throws on anything wrong. */
export function checkVapid(header: string | undefined, origin: string, now = Date.now()) {
  const match = /^vapid t=([A-Za-z0-9_.-]+), ?k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`no vapid authorization: ${header}`);
  const [jwt, k] = [match[1], match[2]];
  const [h, p, s] = jwt.split(".");
  const head = JSON.parse(Buffer.from(h, "base64url").toString()) as { alg: string; typ: string };
  if (head.alg !== "ES256") throw new Error("alg is not ES256");
  const point = Buffer.from(k, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) },
    format: "jwk",
  });
  const ok = verify(
    "sha256",
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(s, "base64url"),
  );
  if (!ok) throw new Error("bad VAPID signature");
  const claims = JSON.parse(Buffer.from(p, "base64url").toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp * 1000 > now && claims.exp * 1000 <= now + 24 * 3600 * 1000)) throw new Error("exp out of range");
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error("sub is not mailto: or https:");
  return { ...claims, publicKey: k };
}

/**
 * On a port the system picks: the same test file runs once per database in parallel jest projects,
 * and a fixed port made the second run's listen fail.
 */
export async function startLoopbackPushService() {
  let origin = "";
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  const statusFor = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "";
      try {
        const forced = statusFor.get(path);
        if (forced) return void res.writeHead(forced).end();
        const browser = browsers.get(path);
        if (!browser) return void res.writeHead(404).end();
        if (req.method !== "POST") throw new Error("not a POST");
        if (req.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
        if (!req.headers.ttl) throw new Error("no TTL");
        const vapid = checkVapid(req.headers.authorization, origin);
        const plain = decryptAes128gcm(Buffer.concat(chunks), browser.ecdh, browser.auth);
        received.push({ path, payload: JSON.parse(plain.toString("utf8")), vapid, headers: req.headers });
        res.writeHead(201).end();
      } catch (err) {
        errors.push((err as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    errors,
    /** A new "browser": its keys stay here, the subscription goes to the server. */
    newBrowser(): BrowserKeys {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(8).toString("hex")}`;
      browsers.set(path, { ecdh, auth });
      return { endpoint: `${origin}${path}`, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } };
    },
    /** The push service forgets a browser: it answers `status` (404/410) from now on. */
    expire(endpoint: string, status: number) {
      statusFor.set(new URL(endpoint).pathname, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
