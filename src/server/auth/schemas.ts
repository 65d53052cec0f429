/**
 * Input schemas for sign-up and sign-in; the client forms use the same ones. Messages are keys.
 * zod/mini, not the full zod: the sign-in and settings forms' bundles import this module.
 */
import * as z from "zod/mini";

// Deliberately simple: one @, a dot in the domain, no spaces. Real validation is the link we mail.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: "auth.errors.invalidEmail" })
  .check(
    z.trim(),
    z.maxLength(254, { error: "auth.errors.invalidEmail" }),
    z.regex(EMAIL, { error: "auth.errors.invalidEmail" }),
  );

export const signUpSchema = z.object({
  email: emailSchema,
  // Length and strength are checked against the policy (password-policy.ts), with its own messages.
  password: z
    .string({ error: "auth.errors.passwordTooShort" })
    .check(z.maxLength(4096, { error: "auth.errors.passwordTooLong" })),
  displayName: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(80, { error: "auth.errors.displayNameTooLong" }))),
    z.transform((v: string | undefined) => (v ? v : undefined)),
  ),
});

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1), z.maxLength(4096)),
});

export type SignUpInput = { email: string; password: string; displayName?: string };
