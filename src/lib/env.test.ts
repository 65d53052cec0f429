import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  test("an empty environment gives the documented defaults", () => {
    const e = parseEnv({});
    expect(e.DATABASE_URL).toBeUndefined();
    expect(e.PGLITE_DIR).toBe(".data/pglite");
    expect(e.PORT).toBe(3000);
    expect(e.PASSWORD_MIN_LENGTH).toBe(6);
    expect(e.PASSWORD_MAX_LENGTH).toBeUndefined();
    expect(e.PASSWORD_REQUIRE_UPPERCASE).toBe(false);
    expect(e.DATABASE_POOL_SIZE).toBe(10);
    expect(e.PREVIEW_HOSTS).toEqual([]);
  });

  test("a malformed DATABASE_URL stops start-up with a message naming it", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x@y/z" })).toThrow(EnvError);
    try {
      parseEnv({ DATABASE_URL: "mysql://x@y/z", DATABASE_POOL_SIZE: "lots" });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("DATABASE_POOL_SIZE");
    }
  });

  test("values are coerced and lists are split", () => {
    const e = parseEnv({
      PORT: "4000",
      PREVIEW_HOSTS: "Preview.example.com, , dev.local",
      SEED_DEMO: "1",
      DATABASE_URL: "postgres://u@h:5432/d",
    });
    expect(e.PORT).toBe(4000);
    expect(e.PREVIEW_HOSTS).toEqual(["preview.example.com", "dev.local"]);
    expect(e.SEED_DEMO).toBe(true);
    expect(e.DATABASE_URL).toBe("postgres://u@h:5432/d");
  });

  test("a short AUTH_SECRET is refused", () => {
    expect(() => parseEnv({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
  });
});
