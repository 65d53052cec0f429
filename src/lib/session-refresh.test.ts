import { isExpired, refreshDelay, retryDelay } from "./session-refresh";

const MIN = 60_000;

test("refreshes 5 minutes before expiry, counting expiry 30 s early", () => {
  const now = 1_000_000;
  expect(refreshDelay(now + 60 * MIN, now)).toBe(60 * MIN - 30_000 - 5 * MIN);
  expect(refreshDelay(now + 4 * MIN, now)).toBe(0);
});

test("a token counts as expired 30 s before its real expiry", () => {
  expect(isExpired(100_000, 69_999)).toBe(false);
  expect(isExpired(100_000, 70_000)).toBe(true);
});

test("network retries back off from 30 s, doubling, capped at 16 minutes", () => {
  expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelay)).toEqual([
    30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000, 960_000,
  ]);
});
