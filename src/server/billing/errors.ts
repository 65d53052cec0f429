import "server-only";
/**
 * The billing domain's one error type: a code, the HTTP status a route answers with, and the
 * i18n key (messages "billing.errors.<code>") the user sees.
 */

export type BillingErrorCode =
  | "notConfigured"
  | "demoNotAllowed"
  | "priceNotConfigured"
  | "userNotFound"
  | "alreadySubscribed"
  | "noCustomer"
  | "noSubscription"
  | "checkoutFailed";

const statusOf: Record<BillingErrorCode, number> = {
  notConfigured: 503,
  demoNotAllowed: 403,
  priceNotConfigured: 503,
  userNotFound: 404,
  alreadySubscribed: 409,
  noCustomer: 409,
  noSubscription: 409,
  checkoutFailed: 502,
};

export class BillingError extends Error {
  readonly status: number;
  readonly messageKey: `billing.errors.${BillingErrorCode}`;

  constructor(
    readonly code: BillingErrorCode,
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = "BillingError";
    this.status = statusOf[code];
    this.messageKey = `billing.errors.${code}`;
  }
}

export function isBillingError(err: unknown): err is BillingError {
  return err instanceof BillingError;
}
