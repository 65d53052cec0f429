import "server-only";
/**
 * Reads the Auth.js session cookie without running Auth.js: the same JWE (dir + A256CBC-HS512,
 * key derived by HKDF from the secret with the cookie name as salt, as @auth/core/jwt does), the
 * same chunked-cookie convention, the same 15 s clock tolerance; checked against Auth.js's own encoder
 * in session-cookie.test.ts.
 *
 * Why: `auth()` in a route handler runs Auth.js's whole session endpoint on every call (build a
 * Request, derive the key twice, decrypt, run the callbacks, re-encrypt, set the cookie again).
 * Reading the token synchronously with node:crypto (jose goes through WebCrypto's async jobs) and
 * deriving the key once per process took about 0.45 ms off every signed-in request. The guards need only the user id, token version and session id;
 * everything else about access is decided from the database row (guards.ts). The cookie is renewed
 * where Auth.js renews it: GET /api/auth/session, which the client's session keeper calls.
 */
import { createDecipheriv, createHash, createHmac, createSecretKey, hkdfSync, timingSafeEqual } from "node:crypto";
import type { KeyObject } from "node:crypto";

import { SESSION_COOKIE_NAMES } from "@/lib/session-cookie-names";

export { SESSION_COOKIE_NAMES };

interface SessionClaims {
  userId: string;
  tokenVersion: number;
  /** The session's id (its record in `sessions`: see session-records.ts); null on a token without one. */
  sessionId: string | null;
}

export interface CookieReader {
  get(name: string): { value: string } | undefined;
  getAll(): { name: string; value: string }[];
}

type Enc = "A256CBC-HS512" | "A256GCM";

interface DerivedKey {
  /**
   * The derived key as KeyObjects, made once: node:crypto copies and imports a Buffer key on every
   * createHmac / createDecipheriv (about 12 µs each), a KeyObject it takes as it is (about 1-3 µs).
   * CBC-HS512 splits the 64 bytes into the MAC key (first half) and the AES key (second half).
   */
  keys: { whole: KeyObject; mac: KeyObject; enc: KeyObject };
  /** RFC 7638 thumbprint of the key as an "oct" JWK: Auth.js puts it in the header's `kid`. */
  thumbprint: string;
}

// One derivation per (secret, cookie name, algorithm) for the life of the process; Auth.js derives
// it again for every token it reads.
const derived = new Map<string, DerivedKey>();

function derivedKey(secret: string, salt: string, enc: Enc): DerivedKey {
  const id = `${enc}\u0000${salt}\u0000${secret}`;
  let entry = derived.get(id);
  if (!entry) {
    const key = Buffer.from(
      hkdfSync("sha256", secret, salt, `Auth.js Generated Encryption Key (${salt})`, enc === "A256GCM" ? 32 : 64),
    );
    const jwk = JSON.stringify({ k: key.toString("base64url"), kty: "oct" });
    const thumbprint = createHash(enc === "A256GCM" ? "sha256" : "sha512")
      .update(jwk)
      .digest("base64url");
    const keys = {
      whole: createSecretKey(key),
      mac: createSecretKey(key.subarray(0, 32)),
      enc: createSecretKey(key.subarray(32)),
    };
    entry = { keys, thumbprint };
    derived.set(id, entry);
  }
  return entry;
}

/** The cookie's value, joining Auth.js's chunks (`name.0`, `name.1`, ...) when it was split. */
function cookieValue(store: CookieReader, name: string): string | undefined {
  const whole = store.get(name)?.value;
  if (whole) return whole;
  const chunks = store
    .getAll()
    .filter((c) => c.name.startsWith(`${name}.`) && /^\d+$/.test(c.name.slice(name.length + 1)))
    .sort((a, b) => Number(a.name.slice(name.length + 1)) - Number(b.name.slice(name.length + 1)));
  return chunks.length ? chunks.map((c) => c.value).join("") : undefined;
}

const B64URL = /^[A-Za-z0-9_-]*$/;
const CLOCK_TOLERANCE_S = 15;

class InvalidToken extends Error {}

/** AES-CBC + HMAC-SHA-512 authenticated decryption (RFC 7518 section 5.2.2.2). */
function decryptCbcHs512(
  { mac: macKey, enc: encKey }: DerivedKey["keys"],
  aad: Buffer,
  iv: Buffer,
  ciphertext: Buffer,
  tag: Buffer,
): Buffer {
  if (iv.length !== 16 || tag.length !== 32) throw new InvalidToken("bad iv or tag length");
  const al = Buffer.alloc(8);
  al.writeBigUInt64BE(BigInt(aad.length * 8));
  const mac = createHmac("sha512", macKey)
    .update(aad)
    .update(iv)
    .update(ciphertext)
    .update(al)
    .digest()
    .subarray(0, 32);
  if (!timingSafeEqual(mac, tag)) throw new InvalidToken("tag mismatch");
  const decipher = createDecipheriv("aes-256-cbc", encKey, iv);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
}

/** AES-256-GCM authenticated decryption. */
function decryptGcm(key: KeyObject, aad: Buffer, iv: Buffer, ciphertext: Buffer, tag: Buffer): Buffer {
  if (iv.length !== 12 || tag.length !== 16) throw new InvalidToken("bad iv or tag length");
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
}

/**
 * Decrypts a session token as Auth.js's `decode` does (compact JWE, alg "dir", enc A256CBC-HS512
 * or A256GCM, `kid` must be the derived key's thumbprint when present, exp and nbf checked with a
 * 15 s tolerance), synchronously with node:crypto; throws when the token is not valid.
 */
export function decodeSessionToken(
  token: string,
  secret: string,
  salt: string,
  nowMs = Date.now(),
): Record<string, unknown> {
  const parts = token.split(".");
  if (parts.length !== 5 || !parts.every((p) => B64URL.test(p))) throw new InvalidToken("not a compact JWE");
  const [protectedB64, encryptedKey, ivB64, ciphertextB64, tagB64] = parts;
  let header: { alg?: unknown; enc?: unknown; kid?: unknown; zip?: unknown; crit?: unknown };
  try {
    header = JSON.parse(Buffer.from(protectedB64, "base64url").toString("utf8")) as typeof header;
  } catch {
    throw new InvalidToken("bad header");
  }
  if (header.alg !== "dir" || encryptedKey !== "" || header.zip !== undefined || header.crit !== undefined)
    throw new InvalidToken("unsupported header");
  if (header.enc !== "A256CBC-HS512" && header.enc !== "A256GCM") throw new InvalidToken("unsupported enc");
  const { keys, thumbprint } = derivedKey(secret, salt, header.enc);
  if (header.kid !== undefined && header.kid !== thumbprint) throw new InvalidToken("no matching decryption secret");
  const aad = Buffer.from(protectedB64, "ascii");
  const iv = Buffer.from(ivB64, "base64url");
  const ciphertext = Buffer.from(ciphertextB64, "base64url");
  const tag = Buffer.from(tagB64, "base64url");
  let plaintext: Buffer;
  try {
    plaintext =
      header.enc === "A256GCM"
        ? decryptGcm(keys.whole, aad, iv, ciphertext, tag)
        : decryptCbcHs512(keys, aad, iv, ciphertext, tag);
  } catch {
    throw new InvalidToken("decryption failed");
  }
  let payload: unknown;
  try {
    payload = JSON.parse(plaintext.toString("utf8"));
  } catch {
    throw new InvalidToken("bad payload");
  }
  if (!payload || typeof payload !== "object" || Array.isArray(payload)) throw new InvalidToken("bad payload");
  const claims = payload as Record<string, unknown>;
  const now = Math.floor(nowMs / 1000);
  if (claims.exp !== undefined && (typeof claims.exp !== "number" || claims.exp <= now - CLOCK_TOLERANCE_S))
    throw new InvalidToken("expired");
  if (claims.nbf !== undefined && (typeof claims.nbf !== "number" || claims.nbf > now + CLOCK_TOLERANCE_S))
    throw new InvalidToken("not yet valid");
  return claims;
}

/** The user id, token version and session id of a valid, unexpired session cookie; null otherwise. */
export function readSessionClaims(store: CookieReader, secret: string): SessionClaims | null {
  for (const name of SESSION_COOKIE_NAMES) {
    const token = cookieValue(store, name);
    if (!token) continue;
    try {
      const payload = decodeSessionToken(token, secret, name);
      if (typeof payload.sub !== "string" || !payload.sub) return null;
      return {
        userId: payload.sub,
        tokenVersion: typeof payload.tv === "number" ? payload.tv : 0,
        sessionId: typeof payload.sid === "string" && payload.sid ? payload.sid : null,
      };
    } catch {
      return null;
    }
  }
  return null;
}
