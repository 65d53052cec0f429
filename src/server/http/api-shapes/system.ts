import "server-only";
/** Health answers (/api/health, /api/health/ready): a report, with `{error, code}` added on a 503. */
import { z } from "zod";

const report = {
  db: z.enum(["ok", "down"]),
  redis: z.enum(["ok", "down", "not-configured"]),
  error: z.string().optional().describe("On a 503 only, as every error answer"),
  code: z.string().optional().describe("On a 503 only: unavailable"),
};

export const healthSchema = z.strictObject({
  status: z.enum(["ok", "degraded", "error"]),
  ready: z.boolean(),
  ...report,
});

export const readinessSchema = z.strictObject({ ready: z.boolean(), ...report });

/** POST /api/webhooks/stripe: a delivery taken; a refusal is `{received: false, error, code}`. */
export const webhookAnswerSchema = z.strictObject({ received: z.literal(true), outcome: z.string() });
