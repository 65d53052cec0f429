/**
 * Stripe webhooks: the raw body goes to the billing domain unparsed (the signature covers its exact
 * bytes), read with a size ceiling. Not behind the route wrapper's same-site JSON check: Stripe
 * posts from its servers and the signature is the check. An unexpected failure (the database
 * down) is a 500 with a JSON body, so Stripe retries it later.
 */
import { handleStripeWebhookRequest, webhookRefusal } from "@/server/billing/handle-stripe-webhook";
import { logger } from "@/server/logger";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

export async function POST(request: Request) {
  try {
    const result = await handleStripeWebhookRequest(request);
    return Response.json(result.body, { status: result.status, headers: NO_STORE });
  } catch (err) {
    logger.error({ err }, "stripe webhook failed");
    return Response.json(webhookRefusal("server"), { status: 500, headers: NO_STORE });
  }
}
