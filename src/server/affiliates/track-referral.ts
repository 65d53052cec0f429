import "server-only";
/**
 * Referral capture on the server. A visit counts once per affiliate, visitor and UTC day, and only
 * for a code that belongs to an active affiliate; unknown codes record nothing (the caller answers
 * 204 either way, so codes cannot be enumerated). At sign-up, the visitor's latest visit inside
 * the attribution window wins; a self-referral is recorded as rejected with its reason.
 */
import { and, eq, gte } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { affiliateSignInKeys, affiliates, referralAttributions, referralVisits, users } from "@/server/db/schema";
import { utcDate } from "@/lib/time/dates";
import { pickAttribution, selfReferralReason } from "./attribution-rules";
import { normalizeAffiliateCode } from "./code";
import { programmeSettings } from "./programme-settings";
import { isAnonymousAddress, visitorKey } from "./visitor-key";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long after creating an account its sign-up may still be attributed (the client reports it right away). */
const SIGN_UP_GRACE_MS = 60 * 60 * 1000;

async function findActiveAffiliateByCode(code: string) {
  const normalized = normalizeAffiliateCode(code);
  if (!normalized) return undefined;
  const [row] = await getDb()
    .select()
    .from(affiliates)
    .where(and(eq(affiliates.code, normalized), eq(affiliates.active, true)))
    .limit(1);
  return row;
}

export async function recordReferralVisit(input: {
  code: string;
  ip: string;
  userAgent: string;
  at?: Date;
}): Promise<{ recorded: boolean }> {
  const affiliate = await findActiveAffiliateByCode(input.code);
  if (!affiliate) return { recorded: false };
  const at = input.at ?? new Date();
  const rows = await getDb()
    .insert(referralVisits)
    .values({
      affiliateId: affiliate.userId,
      visitorKey: await visitorKey(input.ip),
      userAgent: input.userAgent.slice(0, 512),
      visitDay: utcDate(at),
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: referralVisits.id });
  return { recorded: rows.length > 0 };
}

type AttributionResult = { status: "accepted" | "rejected"; affiliateId: string; reason?: string } | { status: "none" };

/**
 * Attributes a new user to the affiliate whose link this visitor opened last inside the window.
 * The code the client kept is not trusted on its own: a recorded visit must back it, and a later
 * visit of another valid code wins (the last valid code). Once per user.
 */
export async function attributeSignUp(input: { userId: string; ip: string; now?: Date }): Promise<AttributionResult> {
  const now = input.now ?? new Date();
  const db = getDb();
  const [referred] = await db.select().from(users).where(eq(users.id, input.userId)).limit(1);
  // Only a sign-up: an account that has existed for a while cannot be claimed by a link opened later.
  if (!referred || now.getTime() - referred.createdAt.getTime() > SIGN_UP_GRACE_MS) return { status: "none" };
  const key = await visitorKey(input.ip);
  const { attributionDays } = programmeSettings();
  const visits = await db
    .select({ affiliateId: referralVisits.affiliateId, at: referralVisits.createdAt })
    .from(referralVisits)
    .innerJoin(affiliates, eq(affiliates.userId, referralVisits.affiliateId))
    .where(
      and(
        eq(referralVisits.visitorKey, key),
        eq(affiliates.active, true),
        gte(referralVisits.createdAt, new Date(now.getTime() - attributionDays * DAY_MS)),
      ),
    );
  const chosen = pickAttribution(visits, now, attributionDays);
  if (!chosen) return { status: "none" };

  const [affiliateUser] = await db.select().from(users).where(eq(users.id, chosen.affiliateId)).limit(1);
  const signInKeys = (
    await db
      .select({ key: affiliateSignInKeys.visitorKey })
      .from(affiliateSignInKeys)
      .where(eq(affiliateSignInKeys.userId, chosen.affiliateId))
  ).map((r) => r.key);
  const reason = selfReferralReason({
    affiliate: {
      userId: affiliateUser.id,
      email: affiliateUser.email,
      stripeCustomerId: affiliateUser.stripeCustomerId,
      signInKeys,
    },
    referred: {
      userId: referred.id,
      email: referred.email,
      stripeCustomerId: referred.stripeCustomerId,
      visitorKey: isAnonymousAddress(input.ip) ? null : key,
    },
  });
  const status = reason ? ("rejected" as const) : ("accepted" as const);
  const inserted = await db
    .insert(referralAttributions)
    .values({ userId: referred.id, affiliateId: chosen.affiliateId, status, rejectReason: reason, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: referralAttributions.userId });
  if (inserted.length === 0) {
    const [existing] = await db.select().from(referralAttributions).where(eq(referralAttributions.userId, referred.id));
    return { status: existing.status, affiliateId: existing.affiliateId, reason: existing.rejectReason ?? undefined };
  }
  return reason ? { status, affiliateId: chosen.affiliateId, reason } : { status, affiliateId: chosen.affiliateId };
}

/** Remembers an address an affiliate used while signed in (hashed), for the same-address rule. */
export async function rememberAffiliateAddress(userId: string, ip: string): Promise<void> {
  if (isAnonymousAddress(ip)) return;
  const key = await visitorKey(ip);
  await getDb()
    .insert(affiliateSignInKeys)
    .values({ userId, visitorKey: key })
    .onConflictDoUpdate({
      target: [affiliateSignInKeys.userId, affiliateSignInKeys.visitorKey],
      set: { lastSeenAt: new Date() },
    });
}
