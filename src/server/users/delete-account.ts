import "server-only";
/**
 * Deleting the caller's account. The user types their email to confirm. A live Stripe
 * subscription is cancelled first (if that fails, nothing is deleted: a deleted account must not
 * keep being charged). Then one transaction removes the user row; accounts, sessions, plans and
 * planner usage go with it by ON DELETE CASCADE.
 *
 * Two things do not cascade and are removed explicitly: verification tokens (keyed by
 * "verify:<userId>:<email>", not by a foreign key), and the user's sign-up referral record. That
 * record holds the user's IP address and user agent, and setting its user_id to NULL (the
 * foreign key's rule) would collide with the visit record of the same code, IP and day under
 * referrals_visit_once_idx, which would make the whole deletion fail.
 */
import { eq, like } from "drizzle-orm";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { cancelSubscriptionNow } from "@/server/billing/cancel-subscription";
import { getDb } from "@/server/db/client";
import { referrals, users, verificationTokens, type User } from "@/server/db/schema";
import { getUserById, normalizeEmail } from "./queries";
import type { DeleteAccountInput } from "./schemas";
import { logger } from "@/server/logger";

async function cancelBeforeDeletion(user: User): Promise<void> {
  if (user.billingProvider !== "stripe" || !user.stripeSubscriptionId) return;
  try {
    await cancelSubscriptionNow(user.id);
  } catch (err) {
    // A subscription that already ended cannot be changed any more and charges nothing.
    if (user.subscriptionStatus === "inactive") return;
    logger.error({ err: (err as Error).message }, "cancelling the subscription before deletion failed");
    throw new AppError("unavailable", 502, "account.errors.cancelSubscriptionFailed");
  }
}

export async function deleteAccount(userId: string, input: DeleteAccountInput): Promise<void> {
  const user = await getUserById(userId);
  if (!user) throw notFound();
  if (normalizeEmail(input.confirmEmail) !== user.email) throw badRequest("account.errors.confirmEmailMismatch");

  await cancelBeforeDeletion(user);

  await getDb().transaction(async (tx) => {
    await tx.delete(referrals).where(eq(referrals.userId, userId));
    await tx.delete(verificationTokens).where(like(verificationTokens.identifier, `verify:${userId}:%`));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
