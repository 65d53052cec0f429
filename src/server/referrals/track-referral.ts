import "server-only";
/**
 * Records a referral visit once per (code, IP, UTC day), and a sign-up once per user. The user id
 * of a sign-up comes from the session, never from the request body alone.
 */
import { getDb } from "@/server/db/client";
import { referrals } from "@/server/db/schema";

export interface ReferralEvent {
  referralCode: string;
  ipAddress: string;
  userAgent: string;
  userId?: string;
  at?: Date;
}

export async function trackReferral(event: ReferralEvent): Promise<{ recorded: boolean }> {
  const day = (event.at ?? new Date()).toISOString().slice(0, 10);
  const rows = await getDb()
    .insert(referrals)
    .values({
      referralCode: event.referralCode,
      ipAddress: event.ipAddress,
      userAgent: event.userAgent.slice(0, 512),
      userId: event.userId ?? null,
      visitDay: day,
    })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  return { recorded: rows.length > 0 };
}
