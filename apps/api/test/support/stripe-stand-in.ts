import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { authOf, STAND_IN_KEYS } from "./stripe-stand-in-auth";
import { intentRoutes, type Reply, type StandInIntent } from "./stripe-stand-in-intents";
import { refundRoutes, type StandInRefund } from "./stripe-stand-in-refunds";
import { deliverEvent, type SignedEvent, type WebhookDelivery } from "./stripe-stand-in-webhooks";

/**
 * A tiny stand-in for Stripe's HTTP API on loopback, for tests (not a test file itself): the SDK is pointed at
 * it with the host/port/protocol options. It answers what the shop calls (create, retrieve and cancel a
 * PaymentIntent, and refunds: stripe-stand-in-refunds.ts, with the secret key), honours Idempotency-Key like
 * Stripe, and builds signed webhook deliveries. For browser tests it also answers what Stripe.js calls with the
 * publishable key and the client secret (retrieve, and confirm with a test card: stripe-stand-in-cards.ts), and
 * then sends the webhook event of the confirmation to the shop, as Stripe does.
 */

export { STAND_IN_KEYS } from "./stripe-stand-in-auth";
export type { StandInIntent } from "./stripe-stand-in-intents";
export type { StandInRefund } from "./stripe-stand-in-refunds";
export { intentObject, type SignedEvent, signedEvent, type WebhookDelivery } from "./stripe-stand-in-webhooks";

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  params: Record<string, string>;
}

async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
}

export interface StripeStandIn {
  port: number;
  requests: RecordedRequest[];
  intents: Map<string, StandInIntent>;
  /** Refunds made (POST /v1/refunds), by id. */
  refunds: Map<string, StandInRefund>;
  /** The webhook deliveries sent after confirmations, with the status the shop answered (-1: no answer). */
  deliveries: WebhookDelivery[];
  /** Environment for createTestContext: the keys and this server's address. */
  env: Record<string, string>;
  /** Answer the next n calls with a 500 (to test failures). */
  failNext(n: number): void;
  close(): Promise<void>;
}

export interface StripeStandInOptions {
  /** Port on 127.0.0.1; 0 (default) takes a free one. */
  port?: number;
  /**
   * Where confirmations send their webhook events, signed with STAND_IN_KEYS.webhookSecret, as Stripe does: the
   * shop's webhook URL, or a function answering the HTTP status (tests that inject). Delivered before the
   * confirmation answers (Stripe sends them a moment later), retried twice when the answer is not a 2xx.
   */
  webhook?: string | ((event: SignedEvent) => Promise<number>);
}

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, StandInIntent>();
  const byIdempotencyKey = new Map<string, StandInIntent>();
  const deliveries: WebhookDelivery[] = [];
  let failures = 0;
  let seq = 0;

  const sendEvent = (type: string, intent: StandInIntent) => deliverEvent(options.webhook, deliveries, type, intent);
  const route = intentRoutes({ intents, byIdempotencyKey }, { nextSeq: () => ++seq, sendEvent });
  const refunds = new Map<string, StandInRefund>();
  const refundRoute = refundRoutes({ intents, refunds }, () => ++seq);

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    // Stripe.js calls the API from the shop's pages: Stripe answers any origin.
    const cors = { "access-control-allow-origin": "*" };
    if (request.method === "OPTIONS") {
      response.writeHead(204, {
        ...cors,
        "access-control-allow-methods": "GET, POST, DELETE",
        "access-control-allow-headers": "authorization, content-type, idempotency-key, stripe-version",
        "access-control-max-age": "300",
      });
      return response.end();
    }
    const params = request.method === "GET" ? Object.fromEntries(url.searchParams) : await formOf(request);
    const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
    const authorization = request.headers.authorization;
    requests.push({ method: request.method ?? "", path: url.pathname, idempotencyKey, authorization, params });
    const send = ([status, body]: Reply) => {
      response.writeHead(status, { ...cors, "content-type": "application/json", "request-id": `req_${++seq}` });
      response.end(JSON.stringify(body));
    };
    if (failures > 0) {
      failures--;
      return send([500, { error: { type: "api_error", message: "stand-in failure" } }]);
    }
    const auth = authOf(authorization, params.key);
    if (auth === "none") {
      const message = authorization || params.key ? "Invalid API Key provided." : "You did not provide an API key.";
      return send([401, { error: { type: "invalid_request_error", message } }]);
    }
    // The idempotency key goes with the parameters, under a name no form parameter has.
    const keyed = idempotencyKey ? { ...params, "idempotency-key": idempotencyKey } : params;
    const call = { method: request.method ?? "GET", url, params: keyed };
    send(refundRoute(call, auth) ?? (await route(call, auth)));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    requests,
    intents,
    refunds,
    deliveries,
    env: {
      STRIPE_SECRET_KEY: STAND_IN_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: STAND_IN_KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: "http",
    },
    failNext(n) {
      failures = n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
