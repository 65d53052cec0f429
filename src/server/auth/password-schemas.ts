/** Input schemas for the password reset and change forms (issue 17); the client forms use them too. */
import { z } from "zod";
import { emailSchema } from "./schemas";

// Strength is checked against the policy (password-policy.ts) with its own messages; this only bounds the size.
const password = z
  .string({ error: "accounts.password.errors.required" })
  .max(4096, { error: "auth.errors.passwordTooLong" });

export const passwordResetRequestSchema = z.object({ email: emailSchema });

export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ error: "accounts.reset.errors.invalid" })
    .min(1, { error: "accounts.reset.errors.invalid" })
    .max(200, { error: "accounts.reset.errors.invalid" }),
  password,
});

export const changePasswordSchema = z.object({
  currentPassword: password.min(1, { error: "accounts.password.errors.required" }),
  newPassword: password,
});
