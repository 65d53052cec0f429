/** Input schemas for sign-up and sign-in; the client forms use the same ones. Messages are keys. */
import { z } from "zod";

// Deliberately simple: one @, a dot in the domain, no spaces. Real validation is the link we mail.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: "auth.errors.invalidEmail" })
  .trim()
  .max(254, { error: "auth.errors.invalidEmail" })
  .regex(EMAIL, { error: "auth.errors.invalidEmail" });

export const signUpSchema = z.object({
  email: emailSchema,
  // Length and strength are checked against the policy (password-policy.ts), with its own messages.
  password: z.string({ error: "auth.errors.passwordTooShort" }).max(4096, { error: "auth.errors.passwordTooLong" }),
  displayName: z
    .string()
    .trim()
    .max(80, { error: "auth.errors.displayNameTooLong" })
    .optional()
    .transform((v) => (v ? v : undefined)),
});

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(4096),
});

export type SignUpInput = { email: string; password: string; displayName?: string };
