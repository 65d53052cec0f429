import "server-only";
/** Opens Stripe's Customer Portal (payment method, invoices, plan change, cancel) for the user's customer. */
import type { Locale } from "@/i18n/routing";
import { getBillingUser, pageUrl } from "./billing-user";
import { BillingError } from "./errors";
import { getStripe } from "./stripe";

/** Returns the URL of the portal session. */
export async function createPortalSession(userId: string, locale: Locale = "en"): Promise<string> {
  const user = await getBillingUser(userId);
  if (!user.stripeCustomerId) throw new BillingError("noCustomer");
  const session = await getStripe().billingPortal.sessions.create({
    customer: user.stripeCustomerId,
    return_url: pageUrl("/subscription", locale),
  });
  return session.url;
}
