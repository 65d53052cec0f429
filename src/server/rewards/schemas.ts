/**
 * Input schemas of the rewards API; messages are messages keys. No "server-only": the page reuses
 * them, hence zod/mini (not the full zod).
 */
import * as z from "zod/mini";

export const MAX_REWARD_ITEMS = 100;

export const createRewardItemSchema = z.strictObject(
  {
    title: z
      .string({ error: "rewards.errors.title" })
      .check(
        z.trim(),
        z.minLength(1, { error: "rewards.errors.title" }),
        z.maxLength(80, { error: "rewards.errors.title" }),
      ),
    cost: z
      .number({ error: "rewards.errors.cost" })
      .check(
        z.int({ error: "rewards.errors.cost" }),
        z.gte(1, { error: "rewards.errors.cost" }),
        z.lte(100000, { error: "rewards.errors.cost" }),
      ),
  },
  { error: "errors.invalidInput" },
);
export type CreateRewardItemInput = z.infer<typeof createRewardItemSchema>;

export const rewardItemIdSchema = z.string({ error: "errors.notFound" }).check(z.minLength(1), z.maxLength(100));
