import "server-only";
/**
 * A loopback stand-in for the few Stripe API paths Rhythm calls, on 127.0.0.1 and a free port.
 * It records every request (method, path, form-decoded parameters, headers) so tests can assert
 * exactly what Rhythm sends; the SDK reaches it through its host/port/protocol options.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

export interface StripeStandIn {
  port: number;
  requests: RecordedRequest[];
  /** When false, every customer creation makes a new customer (an expired idempotency key). */
  honorIdempotency: boolean;
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const customersByKey = new Map<string, string>();
  let counter = 0;
  const state = { honorIdempotency: true };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (raw += chunk));
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0];
      const params = new URLSearchParams(raw);
      requests.push({ method: req.method ?? "", path, params, headers: req.headers });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${++counter}` });
        res.end(JSON.stringify(body));
      };

      if (req.method === "POST" && path === "/v1/customers") {
        const key = String(req.headers["idempotency-key"] ?? "");
        const existing = state.honorIdempotency && key ? customersByKey.get(key) : undefined;
        const id = existing ?? `cus_standin_${++counter}`;
        if (key) customersByKey.set(key, id);
        return send(200, { id, object: "customer", email: params.get("email"), metadata: {} });
      }
      const customer = path.match(/^\/v1\/customers\/([\w-]+)$/);
      if (req.method === "DELETE" && customer) return send(200, { id: customer[1], object: "customer", deleted: true });
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        const id = `cs_test_${++counter}`;
        return send(200, {
          id,
          object: "checkout.session",
          mode: params.get("mode"),
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
        const id = `bps_${++counter}`;
        return send(200, {
          id,
          object: "billing_portal.session",
          customer: params.get("customer"),
          return_url: params.get("return_url"),
          url: `https://billing.stripe.test/p/session/${id}`,
        });
      }
      const subscription = path.match(/^\/v1\/subscriptions\/([\w-]+)$/);
      if (req.method === "POST" && subscription) {
        return send(200, {
          id: subscription[1],
          object: "subscription",
          status: "active",
          cancel_at_period_end: params.get("cancel_at_period_end") === "true",
        });
      }
      if (req.method === "DELETE" && subscription) {
        // Stripe answers 404 resource_missing for a subscription it does not have.
        if (subscription[1].startsWith("sub_gone")) {
          return send(404, {
            error: {
              type: "invalid_request_error",
              code: "resource_missing",
              message: `No such subscription: '${subscription[1]}'`,
            },
          });
        }
        return send(200, {
          id: subscription[1],
          object: "subscription",
          status: "canceled",
          cancel_at_period_end: false,
          canceled_at: Math.floor(Date.now() / 1000),
        });
      }
      send(404, { error: { type: "invalid_request_error", message: `stand-in: no route for ${req.method} ${path}` } });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const standIn: StripeStandIn = {
    port: (server.address() as AddressInfo).port,
    requests,
    get honorIdempotency() {
      return state.honorIdempotency;
    },
    set honorIdempotency(value: boolean) {
      state.honorIdempotency = value;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
  return standIn;
}
