/**
 * The request id: the one a load balancer in front already gave (`x-request-id`, if it looks like
 * an id), otherwise a new UUID. The proxy and the route wrapper return it as `x-request-id` and
 * every log line about the request carries it, so an operator can follow one request.
 */
export const REQUEST_ID_HEADER = "x-request-id";

const ACCEPTABLE = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(headers: Headers): string {
  const given = headers.get(REQUEST_ID_HEADER);
  return given && ACCEPTABLE.test(given) ? given : crypto.randomUUID();
}
