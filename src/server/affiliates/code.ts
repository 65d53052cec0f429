/**
 * Affiliate codes: 6..16 letters and digits, compared case-insensitively (stored upper-case).
 * Generated codes leave out look-alikes (0/O, 1/I/L) so they survive being read aloud or typed
 * from a screenshot; a code the affiliate picks may use any letter or digit. This one schema
 * validates codes everywhere: ?ref= capture, track-referral, code edits and admin input.
 * No "server-only": the client's ?ref= capture uses the same pattern (hence zod/mini, not the full zod).
 */
import * as z from "zod/mini";

export const AFFILIATE_CODE_PATTERN = /^[A-Za-z0-9]{6,16}$/;
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export const affiliateCodeSchema = z.pipe(
  z.string().check(z.trim(), z.regex(AFFILIATE_CODE_PATTERN, { error: "referral.errors.invalidCode" })),
  z.transform((code: string) => code.toUpperCase()),
);

export function normalizeAffiliateCode(code: string): string | null {
  const parsed = affiliateCodeSchema.safeParse(code);
  return parsed.success ? parsed.data : null;
}

/** A random code of `length` characters from the look-alike-free alphabet. */
export function generateAffiliateCode(
  length = 8,
  random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): string {
  const bytes = random(length);
  // 256 is not a multiple of the alphabet's 31 letters; the small bias does not matter for a code
  // whose uniqueness the database checks anyway.
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
}
