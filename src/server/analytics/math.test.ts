/** The arithmetic of analytics: completion, Pearson's r, hour splitting, weekdays, streaks. */
import fc from "fast-check";
import { completionRate, countedMinutes, partOfDayOf, pearson, splitByHour, streaks, strengthOf } from "./math";

describe("completionRate", () => {
  test("done over planned; null (not 0) when nothing was planned", () => {
    expect(completionRate(120, 90)).toBe(0.75);
    expect(completionRate(120, 0)).toBe(0);
    expect(completionRate(0, 0)).toBeNull();
  });
});

describe("countedMinutes", () => {
  test("breaks and all-day blocks add nothing to the plan", () => {
    expect(countedMinutes({ startMin: 540, endMin: 600, kind: "task", allDay: false })).toBe(60);
    expect(countedMinutes({ startMin: 540, endMin: 600, kind: "meal", allDay: false })).toBe(60);
    expect(countedMinutes({ startMin: 540, endMin: 555, kind: "break", allDay: false })).toBe(0);
    expect(countedMinutes({ startMin: 0, endMin: 1440, kind: "event", allDay: true })).toBe(0);
  });
});

describe("pearson", () => {
  test("matches a hand-computed value", () => {
    // x = 1..5, y = 2,4,5,4,5: r = 6 / sqrt(10 * 6) = 0.7745966...
    expect(pearson([1, 2, 3, 4, 5], [2, 4, 5, 4, 5])).toBeCloseTo(0.7745966692, 9);
  });
  test("perfect lines give +1 and -1", () => {
    expect(pearson([1, 2, 3], [10, 20, 30])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
  });
  test("no number without variation or with fewer than two pairs", () => {
    expect(pearson([3, 3, 3], [1, 2, 3])).toBeNull();
    expect(pearson([1, 2, 3], [4, 4, 4])).toBeNull();
    expect(pearson([1], [1])).toBeNull();
    expect(pearson([], [])).toBeNull();
  });
  test("very small or very large values give the same r as ordinary ones (no underflow)", () => {
    // CI's counterexample: the squares of deviations near 1e-162 underflowed and r came out -1.
    const r = pearson([1, 2, 1], [1, 0, 0]);
    expect(r).toBeCloseTo(-0.5, 12);
    expect(pearson([0.1, 0.2, 0.1], [2.3575916770539433e-162, 0, 0])).toBeCloseTo(r!, 12);
    expect(pearson([1, 2, 1], [1e300, 0, 0])).toBeCloseTo(r!, 12);
  });
  test("stays within [-1, 1], is symmetric and ignores positive scaling and shifts", () => {
    const pairs = fc.array(fc.tuple(fc.integer({ min: 1, max: 5 }), fc.double({ min: 0, max: 1, noNaN: true })), {
      minLength: 2,
      maxLength: 60,
    });
    fc.assert(
      fc.property(
        pairs,
        fc.double({ min: 0.1, max: 100, noNaN: true }),
        fc.double({ min: -50, max: 50, noNaN: true }),
        (list, scale, shift) => {
          const xs = list.map(([x]) => x);
          const ys = list.map(([, y]) => y);
          const r = pearson(xs, ys);
          if (r === null) return true;
          expect(r).toBeGreaterThanOrEqual(-1);
          expect(r).toBeLessThanOrEqual(1);
          expect(pearson(ys, xs)).toBeCloseTo(r, 9);
          const moved = pearson(
            xs.map((x) => x * scale + shift),
            ys,
          );
          if (moved !== null) expect(moved).toBeCloseTo(r, 6);
          return true;
        },
      ),
    );
  });
  test("strength words follow |r|", () => {
    expect(strengthOf(0.05)).toBe("none");
    expect(strengthOf(-0.2)).toBe("weak");
    expect(strengthOf(0.4)).toBe("moderate");
    expect(strengthOf(-0.8)).toBe("strong");
  });
});

describe("calendar helpers", () => {
  test("a span is split at hour boundaries, and 23:30-24:00 stays in hour 23", () => {
    const parts: Array<[number, number]> = [];
    splitByHour(9 * 60 + 45, 11 * 60 + 10, (h, m) => parts.push([h, m]));
    expect(parts).toEqual([
      [9, 15],
      [10, 60],
      [11, 10],
    ]);
    const late: Array<[number, number]> = [];
    splitByHour(23 * 60 + 30, 1440, (h, m) => late.push([h, m]));
    expect(late).toEqual([[23, 30]]);
  });
  test("parts of the day", () => {
    expect(partOfDayOf(4 * 60 + 59)).toBe("night");
    expect(partOfDayOf(5 * 60)).toBe("morning");
    expect(partOfDayOf(12 * 60)).toBe("afternoon");
    expect(partOfDayOf(17 * 60)).toBe("evening");
    expect(partOfDayOf(22 * 60)).toBe("night");
  });
});

describe("streaks", () => {
  test("the current streak forgives a today that is not done yet; the longest is the longest run", () => {
    expect(streaks([true, true, false, true, true, true, false])).toEqual({ current: 3, longest: 3 });
    expect(streaks([true, false, true, true])).toEqual({ current: 2, longest: 2 });
    expect(streaks([true, true, false, false])).toEqual({ current: 0, longest: 2 });
    expect(streaks([])).toEqual({ current: 0, longest: 0 });
  });
});
