/**
 * Prices are configured in minor units (cents); this shows them in the page's language, with
 * decimals only when the amount has them ("$12", "12,50 US$", "‏96 US$").
 */
export function formatPrice(minor: number, currency: string, locale: string): string {
  const digits = minorUnitDigits(currency);
  const amount = minor / 10 ** digits;
  const whole = Number.isInteger(amount);
  const text = new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(amount);
  // In right-to-left text the "$" of "12 US$" would drift to the other side of "US" ("$US 12");
  // a left-to-right isolate keeps the price in one piece wherever it is placed.
  return RTL_LOCALES.has(locale) ? `\u2066${text}\u2069` : text;
}

const RTL_LOCALES = new Set(["ar"]);

export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(percent / 100);
}

/** How many decimals the currency's minor unit has (2 for USD, 0 for JPY). */
function minorUnitDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** A plain decimal amount for machine-readable prices ("12.00"). */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}
