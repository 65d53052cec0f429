"use server";
import "server-only";
/**
 * Server actions behind /checkout and /subscription, through the one action wrapper: it
 * authenticates from the database, validates the input and turns BillingErrors (AppErrors) into
 * translated messages. Actions never redirect: the pages that show these buttons are guarded.
 */
import { z } from "zod";
import { getPathname } from "@/i18n/navigation";
import { action } from "@/server/http/action";
import { requireUser } from "@/server/auth/guards";
import { requireOnboardedUser } from "@/server/users/actions/require-onboarded-user";
import { planSchema } from "@/server/billing/prices";
import { startCheckout } from "@/server/billing/start-checkout";
import { cancelDemoSubscription, resumeDemoSubscription } from "@/server/billing/demo-billing";
import { cancelSubscription, resumeSubscription } from "@/server/billing/cancel-subscription";
import { createPortalSession } from "@/server/billing/create-portal-session";
import { getBillingUser } from "@/server/billing/billing-user";

const checkoutSchema = z.object({ plan: planSchema });
const cancellationSchema = z.object({ cancel: z.boolean() });

export const startCheckoutAction = action(requireOnboardedUser, checkoutSchema, async (user, { plan }, { locale }) => {
  const result = await startCheckout({ userId: user.id, email: user.email, plan, locale });
  return { url: result.kind === "redirect" ? result.url : getPathname({ href: "/dashboard", locale }) };
});

export const setCancellationAction = action(requireUser, cancellationSchema, async (user, { cancel }) => {
  const billing = await getBillingUser(user.id);
  if (billing.billingProvider === "demo") {
    await (cancel ? cancelDemoSubscription(user.id) : resumeDemoSubscription(user.id));
  } else {
    await (cancel ? cancelSubscription(user.id) : resumeSubscription(user.id));
  }
  return {};
});

export const openPortalAction = action(requireUser, z.object({}).optional(), async (user, _input, { locale }) => {
  return { url: await createPortalSession(user.id, locale) };
});
