/**
 * Pure attribution rules: which visit a sign-up belongs to (the last visit of an active
 * affiliate's code inside the attribution window wins), and whether a sign-up is a self-referral
 * (it then earns nothing and is recorded as rejected with the reason).
 */
const DAY_MS = 24 * 60 * 60 * 1000;

interface VisitFact {
  affiliateId: string;
  at: Date;
}

/** The latest visit no older than `windowDays` before `now` (and not in the future), if any. */
export function pickAttribution<V extends VisitFact>(
  visits: readonly V[],
  now: Date,
  windowDays: number,
): V | undefined {
  const earliest = now.getTime() - windowDays * DAY_MS;
  let best: V | undefined;
  for (const visit of visits) {
    const t = visit.at.getTime();
    if (t < earliest || t > now.getTime()) continue;
    if (!best || t > best.at.getTime()) best = visit;
  }
  return best;
}

type SelfReferralReason = "self_account" | "same_email" | "same_ip" | "same_customer";

export interface SelfReferralFacts {
  affiliate: { userId: string; email: string; stripeCustomerId: string | null; signInKeys: readonly string[] };
  referred: { userId: string; email: string; stripeCustomerId: string | null; visitorKey: string | null };
}

/** The mailbox an address delivers to: lower-cased, without a "+tag" (jane+x@ reaches jane@). */
export function canonicalEmail(email: string): string {
  const [local, domain = ""] = email.trim().toLowerCase().split("@");
  return `${local.split("+")[0]}@${domain}`;
}

/**
 * Why this sign-up is the affiliate referring themselves, or null. `visitorKey` is null when the
 * address says nothing about who the client is (unknown, or loopback behind a local proxy): every
 * client would then look like the affiliate.
 */
export function selfReferralReason({ affiliate, referred }: SelfReferralFacts): SelfReferralReason | null {
  if (affiliate.userId === referred.userId) return "self_account";
  if (canonicalEmail(affiliate.email) === canonicalEmail(referred.email)) return "same_email";
  if (referred.visitorKey && affiliate.signInKeys.includes(referred.visitorKey)) return "same_ip";
  if (affiliate.stripeCustomerId && affiliate.stripeCustomerId === referred.stripeCustomerId) return "same_customer";
  return null;
}
