import { canonicalEmail, pickAttribution, selfReferralReason, type SelfReferralFacts } from "./attribution-rules";
import { AFFILIATE_CODE_PATTERN, CODE_ALPHABET, generateAffiliateCode, normalizeAffiliateCode } from "./code";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-11-23T12:00:00Z");
const ago = (days: number) => new Date(now.getTime() - days * DAY);

describe("attribution window", () => {
  test("a visit inside the window is attributed; one just outside is not", () => {
    expect(pickAttribution([{ affiliateId: "a", at: ago(29.9) }], now, 30)?.affiliateId).toBe("a");
    expect(pickAttribution([{ affiliateId: "a", at: ago(30) }], now, 30)?.affiliateId).toBe("a");
    expect(pickAttribution([{ affiliateId: "a", at: ago(30.01) }], now, 30)).toBeUndefined();
  });

  test("the window is configurable", () => {
    const visits = [{ affiliateId: "a", at: ago(10) }];
    expect(pickAttribution(visits, now, 7)).toBeUndefined();
    expect(pickAttribution(visits, now, 14)?.affiliateId).toBe("a");
  });

  test("the last valid visit wins, whatever the order they come in", () => {
    const visits = [
      { affiliateId: "old", at: ago(20) },
      { affiliateId: "newest", at: ago(1) },
      { affiliateId: "middle", at: ago(5) },
      { affiliateId: "expired", at: ago(45) },
    ];
    expect(pickAttribution(visits, now, 30)?.affiliateId).toBe("newest");
    expect(pickAttribution(visits.slice().reverse(), now, 30)?.affiliateId).toBe("newest");
  });

  test("a visit dated after the sign-up does not count; no visits, no attribution", () => {
    expect(pickAttribution([{ affiliateId: "a", at: new Date(now.getTime() + 1000) }], now, 30)).toBeUndefined();
    expect(pickAttribution([], now, 30)).toBeUndefined();
  });
});

describe("self-referral", () => {
  const base: SelfReferralFacts = {
    affiliate: { userId: "aff", email: "Jane.Doe@Example.com", stripeCustomerId: "cus_aff", signInKeys: ["key-home"] },
    referred: { userId: "new", email: "friend@example.com", stripeCustomerId: null, visitorKey: "key-friend" },
  };
  const withReferred = (r: Partial<SelfReferralFacts["referred"]>): SelfReferralFacts => ({
    ...base,
    referred: { ...base.referred, ...r },
  });

  test("a different person is not a self-referral", () => {
    expect(selfReferralReason(base)).toBeNull();
  });
  test("the affiliate's own account", () => {
    expect(selfReferralReason(withReferred({ userId: "aff" }))).toBe("self_account");
  });
  test("the same mailbox, whatever the case or +tag", () => {
    expect(selfReferralReason(withReferred({ email: "jane.doe+rhythm@example.COM" }))).toBe("same_email");
    expect(canonicalEmail(" A+b@X.io ")).toBe("a@x.io");
  });
  test("the same hashed address as one of the affiliate's sign-ins; an anonymous address never matches", () => {
    expect(selfReferralReason(withReferred({ visitorKey: "key-home" }))).toBe("same_ip");
    expect(selfReferralReason(withReferred({ visitorKey: null }))).toBeNull();
  });
  test("the affiliate's own Stripe customer", () => {
    expect(selfReferralReason(withReferred({ stripeCustomerId: "cus_aff" }))).toBe("same_customer");
    expect(selfReferralReason({ ...base, affiliate: { ...base.affiliate, stripeCustomerId: null } })).toBeNull();
  });
});

describe("affiliate codes", () => {
  test("6..16 letters and digits, case-insensitive, stored upper-case", () => {
    expect(normalizeAffiliateCode("rhythmDemo")).toBe("RHYTHMDEMO");
    expect(normalizeAffiliateCode(" abc123 ")).toBe("ABC123");
    for (const bad of ["abc12", "a".repeat(17), "with-dash", "<script>", "ÁBCDEF", ""])
      expect(normalizeAffiliateCode(bad)).toBeNull();
  });
  test("generated codes match the pattern and avoid look-alikes", () => {
    for (let i = 0; i < 200; i += 1) {
      const code = generateAffiliateCode();
      expect(code).toMatch(AFFILIATE_CODE_PATTERN);
      expect(code).not.toMatch(/[01ILO]/);
    }
    expect(CODE_ALPHABET).not.toMatch(/[01ILO]/);
  });
});
