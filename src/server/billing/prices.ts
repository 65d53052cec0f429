import "server-only";
/**
 * Plans and their prices. Displayed prices come from PRICE_*_CENTS (minor units) and
 * PRICE_CURRENCY; Stripe charges the prices named by STRIPE_PRICE_MONTHLY / STRIPE_PRICE_YEARLY,
 * which also tell which tier a Stripe subscription is on. No database access: the public pages
 * that show prices prerender.
 */
import { z } from "zod";
import { env } from "@/lib/env";
import { BillingError } from "./errors";

export const PLANS = ["monthly", "yearly"] as const;
export type Plan = (typeof PLANS)[number];
export const planSchema = z.enum(PLANS);

export interface PlanPrices {
  /** ISO 4217, upper case. */
  currency: string;
  monthlyMinor: number;
  yearlyMinor: number;
  /** What a year of the monthly plan costs more than the yearly plan (0 when it does not). */
  yearlySavingMinor: number;
  /** The saving as a whole percentage of a year on the monthly plan (0 when none). */
  yearlySavingPercent: number;
  /** The yearly price spread over twelve months, rounded to the minor unit. */
  yearlyPerMonthMinor: number;
}

export function getPlanPrices(): PlanPrices {
  const e = env();
  const monthlyMinor = e.PRICE_MONTHLY_CENTS;
  const yearlyMinor = e.PRICE_YEARLY_CENTS;
  const yearOfMonthly = monthlyMinor * 12;
  const saving = Math.max(0, yearOfMonthly - yearlyMinor);
  return {
    currency: e.PRICE_CURRENCY.toUpperCase(),
    monthlyMinor,
    yearlyMinor,
    yearlySavingMinor: saving,
    // Floor: never advertise more than the real saving.
    yearlySavingPercent: yearOfMonthly > 0 ? Math.floor((saving / yearOfMonthly) * 100) : 0,
    yearlyPerMonthMinor: Math.round(yearlyMinor / 12),
  };
}

/** The Stripe price a plan is sold at. */
export function stripePriceFor(plan: Plan): string {
  const e = env();
  const price = plan === "monthly" ? e.STRIPE_PRICE_MONTHLY : e.STRIPE_PRICE_YEARLY;
  if (!price) throw new BillingError("priceNotConfigured", `STRIPE_PRICE_${plan.toUpperCase()} is not set`);
  return price;
}

/** The plan a Stripe price belongs to, or undefined for a price Rhythm does not sell. */
export function planForStripePrice(priceId: string | null | undefined): Plan | undefined {
  if (!priceId) return undefined;
  const e = env();
  if (priceId === e.STRIPE_PRICE_MONTHLY) return "monthly";
  if (priceId === e.STRIPE_PRICE_YEARLY) return "yearly";
  return undefined;
}
