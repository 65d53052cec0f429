/** Input schemas of the rewards API; messages are messages keys. No "server-only": the page reuses them. */
import { z } from "zod";

export const MAX_REWARD_ITEMS = 100;

export const createRewardItemSchema = z
  .object(
    {
      title: z
        .string({ error: "rewards.errors.title" })
        .trim()
        .min(1, { error: "rewards.errors.title" })
        .max(80, { error: "rewards.errors.title" }),
      cost: z
        .number({ error: "rewards.errors.cost" })
        .int({ error: "rewards.errors.cost" })
        .min(1, { error: "rewards.errors.cost" })
        .max(100000, { error: "rewards.errors.cost" }),
    },
    { error: "errors.invalidInput" },
  )
  .strict();
export type CreateRewardItemInput = z.infer<typeof createRewardItemSchema>;

export const rewardItemIdSchema = z.string({ error: "errors.notFound" }).min(1).max(100);
