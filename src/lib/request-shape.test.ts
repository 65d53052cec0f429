/** Requests Next cannot read are recognised before they reach it (issue 11, item 11). */
import { actionBodyProblem, hasMalformedEscape, jsonDepth, MAX_ACTION_JSON_DEPTH } from "./request-shape";

describe("hasMalformedEscape", () => {
  test("a % without two hex digits, or escapes that are not UTF-8, are malformed", () => {
    for (const path of ["/api/health/%ZZ", "/%", "/dashboard/%E0%A4%A", "/a%2", "/%C3%28", "/es/%FF"])
      expect(hasMalformedEscape(path)).toBe(true);
  });
  test("ordinary and well-escaped paths are not", () => {
    for (const path of ["/", "/api/health", "/es/caf%C3%A9", "/a%20b", "/%25ZZ", "/ar/%D9%85"])
      expect(hasMalformedEscape(path)).toBe(false);
  });
});

describe("jsonDepth", () => {
  test("counts nesting without recursion, ignoring brackets inside strings", () => {
    expect(jsonDepth('"x"')).toBe(0);
    expect(jsonDepth('[{"a":[1]}]')).toBe(3);
    expect(jsonDepth('["[[[[", "{\\"[[["]')).toBe(1);
    expect(jsonDepth("[".repeat(1_000_000), 10)).toBe(11);
  });
});

describe("actionBodyProblem", () => {
  test("what React's encoder sends passes", () => {
    expect(actionBodyProblem('[{"displayName":"Ada","photoUrl":""}]')).toBeNull();
    expect(actionBodyProblem('["$K1"]')).toBeNull();
  });
  test("text that is not JSON, and JSON nested past the limit, do not", () => {
    for (const body of ["garbage", '{"a":', "[1,2", ""]) expect(actionBodyProblem(body)).toBe("notJson");
    expect(actionBodyProblem("[".repeat(5000) + "]".repeat(5000))).toBe("tooDeep");
    expect(actionBodyProblem("[".repeat(MAX_ACTION_JSON_DEPTH) + "]".repeat(MAX_ACTION_JSON_DEPTH))).toBeNull();
  });
});
