import "server-only";
import { AppError } from "@/lib/errors";
/**
 * The billing domain's errors: a code, the HTTP status a route answers with, and the
 * i18n key (messages "billing.errors.<code>") the user sees.
 */

type BillingErrorCode =
  | "notConfigured"
  | "demoNotAllowed"
  | "priceNotConfigured"
  | "userNotFound"
  | "alreadySubscribed"
  | "noCustomer"
  | "noSubscription"
  | "checkoutFailed"
  | "emailNotVerified";

const statusOf: Record<BillingErrorCode, number> = {
  notConfigured: 503,
  demoNotAllowed: 403,
  priceNotConfigured: 503,
  userNotFound: 404,
  alreadySubscribed: 409,
  noCustomer: 409,
  noSubscription: 409,
  checkoutFailed: 502,
  emailNotVerified: 403,
};

/** An AppError of the billing domain: the wrappers answer it like any other (status, translated key). */
export class BillingError extends AppError<BillingErrorCode> {
  constructor(code: BillingErrorCode, detail?: string) {
    super(code, statusOf[code], `billing.errors.${code}`);
    this.name = "BillingError";
    if (detail) this.message = `${code}: ${detail}`;
  }
}

/** A paid subscription (or its trial) is for an account whose address is proven to be its owner's. */
export function assertEmailVerified(user: { emailVerified: Date | null }): void {
  if (!user.emailVerified) throw new BillingError("emailNotVerified");
}
