/** Client storage keys of spec section 3: one each for theme, language and referral code. */
export const STORAGE_KEYS = {
  theme: "rhythm.theme",
  language: "rhythm.language",
  referralCode: "rhythm.referralCode",
  pendingGoogleAuth: "rhythm.pendingGoogleAuth",
  pendingGoogleAuthAt: "rhythm.pendingGoogleAuthAt",
} as const;
