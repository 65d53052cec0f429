import { encode } from "@auth/core/jwt";
import { hkdfSync } from "node:crypto";
import { EncryptJWT } from "jose";
import { decodeSessionToken, readSessionClaims, SESSION_COOKIE_NAMES } from "./session-cookie";

const SECRET = "a-test-secret-a-test-secret-a-test-secret";
const [SECURE, PLAIN] = SESSION_COOKIE_NAMES;

/** A cookie jar with the shape of next/headers' cookies(). */
function jar(entries: Record<string, string>) {
  const all = Object.entries(entries).map(([name, value]) => ({ name, value }));
  return { get: (name: string) => all.find((c) => c.name === name), getAll: () => all };
}

/** A session token exactly as Auth.js writes it (its own encoder). */
const token = (claims: Record<string, unknown>, salt: string = PLAIN, secret = SECRET, maxAge = 3600) =>
  encode({ token: claims, secret, salt, maxAge });

describe("readSessionClaims", () => {
  test("reads the user id and token version of Auth.js's own cookie", async () => {
    expect(readSessionClaims(jar({ [PLAIN]: await token({ sub: "user-1", tv: 3 }) }), SECRET)).toEqual({
      userId: "user-1",
      tokenVersion: 3,
      sessionId: null,
    });
  });

  test("reads the __Secure- cookie, whose name is its salt", async () => {
    expect(readSessionClaims(jar({ [SECURE]: await token({ sub: "user-2", tv: 0 }, SECURE) }), SECRET)).toEqual({
      userId: "user-2",
      tokenVersion: 0,
      sessionId: null,
    });
    // A token made for the other cookie name does not decrypt under this one.
    expect(readSessionClaims(jar({ [SECURE]: await token({ sub: "user-2", tv: 0 }, PLAIN) }), SECRET)).toBeNull();
  });

  test("joins a cookie Auth.js split into chunks, in numeric order", async () => {
    const value = await token({ sub: "user-3", tv: 1 });
    const size = Math.ceil(value.length / 11);
    const parts: Record<string, string> = {};
    // Inserted out of order, with more than ten chunks so that "10" sorts after "9".
    for (let i = 10; i >= 0; i--) parts[`${PLAIN}.${i}`] = value.slice(i * size, (i + 1) * size);
    expect(readSessionClaims(jar(parts), SECRET)).toEqual({ userId: "user-3", tokenVersion: 1, sessionId: null });
  });

  test("refuses a tampered token, another secret, an expired token and a token without a user", async () => {
    const good = await token({ sub: "user-4", tv: 0 });
    const tampered = good.slice(0, -4) + (good.endsWith("AAAA") ? "BBBB" : "AAAA");
    expect(readSessionClaims(jar({ [PLAIN]: tampered }), SECRET)).toBeNull();
    expect(readSessionClaims(jar({ [PLAIN]: good }), "another-secret-another-secret-another")).toBeNull();
    // Expired a minute ago: beyond the 15 s clock tolerance.
    expect(
      readSessionClaims(jar({ [PLAIN]: await token({ sub: "user-4", tv: 0 }, PLAIN, SECRET, -60) }), SECRET),
    ).toBeNull();
    expect(readSessionClaims(jar({ [PLAIN]: await token({ tv: 0 }) }), SECRET)).toBeNull();
    expect(readSessionClaims(jar({ [PLAIN]: "not-a-jwe" }), SECRET)).toBeNull();
  });

  test("reads the session id that makes the session revocable", async () => {
    expect(readSessionClaims(jar({ [PLAIN]: await token({ sub: "user-7", tv: 1, sid: "s-123" }) }), SECRET)).toEqual({
      userId: "user-7",
      tokenVersion: 1,
      sessionId: "s-123",
    });
    expect(
      readSessionClaims(jar({ [PLAIN]: await token({ sub: "user-7", tv: 1, sid: 42 }) }), SECRET)?.sessionId,
    ).toBeNull();
  });

  test("no session cookie is no session", async () => {
    expect(readSessionClaims(jar({ other: "x" }), SECRET)).toBeNull();
  });

  test("reads an A256GCM token (Auth.js accepts both), without kid or with the right one only", async () => {
    const key = new Uint8Array(hkdfSync("sha256", SECRET, PLAIN, `Auth.js Generated Encryption Key (${PLAIN})`, 32));
    const gcm = await new EncryptJWT({ sub: "user-5", tv: 2 })
      .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
      .setExpirationTime("1h")
      .encrypt(key);
    expect(readSessionClaims(jar({ [PLAIN]: gcm }), SECRET)).toEqual({
      userId: "user-5",
      tokenVersion: 2,
      sessionId: null,
    });
    const wrongKid = await new EncryptJWT({ sub: "user-5" })
      .setProtectedHeader({ alg: "dir", enc: "A256GCM", kid: "someone-else" })
      .encrypt(key);
    expect(() => decodeSessionToken(wrongKid, SECRET, PLAIN)).toThrow(/no matching/);
  });

  test("honours exp and nbf with Auth.js's 15 s tolerance", async () => {
    const now = Date.now();
    const expiresIn10s = await encode({ token: { sub: "user-6" }, secret: SECRET, salt: PLAIN, maxAge: 10 });
    expect(decodeSessionToken(expiresIn10s, SECRET, PLAIN, now + 20_000).sub).toBe("user-6");
    expect(() => decodeSessionToken(expiresIn10s, SECRET, PLAIN, now + 26_000)).toThrow(/expired/);
    const key = new Uint8Array(hkdfSync("sha256", SECRET, PLAIN, `Auth.js Generated Encryption Key (${PLAIN})`, 64));
    const later = await new EncryptJWT({ sub: "user-6" })
      .setProtectedHeader({ alg: "dir", enc: "A256CBC-HS512" })
      .setNotBefore(Math.floor(now / 1000) + 60)
      .encrypt(key);
    expect(() => decodeSessionToken(later, SECRET, PLAIN, now)).toThrow(/not yet valid/);
    expect(decodeSessionToken(later, SECRET, PLAIN, now + 50_000).sub).toBe("user-6");
  });
});
