/** Stripe webhooks: the raw body goes to the billing domain unparsed (the signature covers its exact bytes). */
import { handleStripeWebhook } from "@/server/billing/handle-stripe-webhook";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  const result = await handleStripeWebhook(await request.text(), request.headers.get("stripe-signature"));
  return Response.json(result.body, { status: result.status, headers: { "Cache-Control": "no-store" } });
}
