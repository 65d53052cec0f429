import "server-only";
/**
 * The password policy (spec sections 5 and 9): minimum length 6 by default; optional maximum and
 * character-class rules from the environment; and a refusal of the 10,000 most common passwords.
 * Passwords are never truncated: one over the maximum is refused, not cut.
 */
import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

interface PasswordPolicy {
  minLength: number;
  maxLength?: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumeric: boolean;
  requireNonAlphanumeric: boolean;
}

export function passwordPolicy(): PasswordPolicy {
  const e = env();
  return {
    minLength: e.PASSWORD_MIN_LENGTH,
    ...(e.PASSWORD_MAX_LENGTH ? { maxLength: e.PASSWORD_MAX_LENGTH } : {}),
    requireLowercase: e.PASSWORD_REQUIRE_LOWERCASE,
    requireUppercase: e.PASSWORD_REQUIRE_UPPERCASE,
    requireNumeric: e.PASSWORD_REQUIRE_NUMERIC,
    requireNonAlphanumeric: e.PASSWORD_REQUIRE_NON_ALPHANUMERIC,
  };
}

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  if (!common) {
    const file = path.join(process.cwd(), "src", "server", "auth", "common-passwords.txt");
    common = new Set(
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .filter((l) => l && !l.startsWith("#")),
    );
  }
  return common;
}

interface PasswordProblem {
  key: string;
  params?: Record<string, number>;
}

/** The first rule the password breaks, as a messages key; null when it is acceptable. */
export function checkPassword(password: string, policy = passwordPolicy()): PasswordProblem | null {
  // Count code points, not UTF-16 units, so "length" means what the user sees.
  const length = [...password].length;
  if (length < policy.minLength) return { key: "auth.errors.passwordTooShort", params: { min: policy.minLength } };
  if (policy.maxLength && length > policy.maxLength)
    return { key: "auth.errors.passwordTooLong", params: { max: policy.maxLength } };
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) return { key: "auth.errors.passwordNeedsLowercase" };
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) return { key: "auth.errors.passwordNeedsUppercase" };
  if (policy.requireNumeric && !/\p{Nd}/u.test(password)) return { key: "auth.errors.passwordNeedsNumber" };
  if (policy.requireNonAlphanumeric && !/[^\p{L}\p{Nd}]/u.test(password))
    return { key: "auth.errors.passwordNeedsSymbol" };
  if (commonPasswords().has(password.toLowerCase())) return { key: "auth.errors.passwordCommon" };
  return null;
}
