"use server";
import "server-only";
/**
 * Server actions behind /checkout and /subscription. Each authenticates from the database and
 * validates its input; billing errors come back as translated messages.
 */
import { z } from "zod";
import { getLocale } from "next-intl/server";
import { translate } from "@/i18n/messages";
import { toLocale } from "@/i18n/routing";
import { requireOnboardedPage, requireUser } from "@/server/auth/guards";
import { planSchema } from "@/server/billing/prices";
import { startCheckout } from "@/server/billing/start-checkout";
import { cancelDemoSubscription, resumeDemoSubscription } from "@/server/billing/demo-billing";
import { cancelSubscription, resumeSubscription } from "@/server/billing/cancel-subscription";
import { createPortalSession } from "@/server/billing/create-portal-session";
import { getBillingUser } from "@/server/billing/billing-user";
import { isBillingError } from "@/server/billing/errors";

export type BillingActionResult = { ok: true; url?: string } | { ok: false; error: string };

async function run(fn: () => Promise<{ url?: string } | void>): Promise<BillingActionResult> {
  const locale = toLocale(await getLocale().catch(() => "en"));
  try {
    const out = await fn();
    return { ok: true, ...(out ?? {}) };
  } catch (err) {
    if (isBillingError(err)) return { ok: false, error: translate(locale, err.messageKey) };
    if (err && typeof err === "object" && "digest" in err) throw err; // Next redirects
    console.error("[billing] action failed:", err);
    return { ok: false, error: translate(locale, "errors.server") };
  }
}

export async function startCheckoutAction(input: unknown): Promise<BillingActionResult> {
  const user = await requireOnboardedPage("/pricing");
  const parsed = z.object({ plan: planSchema }).safeParse(input);
  if (!parsed.success) return { ok: false, error: translate(toLocale(await getLocale()), "errors.invalidInput") };
  const locale = toLocale(await getLocale());
  return run(async () => {
    const result = await startCheckout({ userId: user.id, email: user.email, plan: parsed.data.plan, locale });
    return { url: result.kind === "redirect" ? result.url : locale === "en" ? "/dashboard" : `/${locale}/dashboard` };
  });
}

const toggleSchema = z.object({ cancel: z.boolean() });

export async function setCancellationAction(input: unknown): Promise<BillingActionResult> {
  const user = await requireUser();
  const parsed = toggleSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: translate(toLocale(await getLocale()), "errors.invalidInput") };
  return run(async () => {
    const billing = await getBillingUser(user.id);
    if (billing.billingProvider === "demo") {
      await (parsed.data.cancel ? cancelDemoSubscription(user.id) : resumeDemoSubscription(user.id));
    } else {
      await (parsed.data.cancel ? cancelSubscription(user.id) : resumeSubscription(user.id));
    }
  });
}

export async function openPortalAction(): Promise<BillingActionResult> {
  const user = await requireUser();
  const locale = toLocale(await getLocale());
  return run(async () => ({ url: await createPortalSession(user.id, locale) }));
}
