import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A tiny stand-in for Stripe's HTTP API on loopback, for tests (not a test file itself): the SDK is pointed at
 * it with the host/port/protocol options. It answers what the shop calls (create, retrieve and cancel a
 * PaymentIntent), honours Idempotency-Key like Stripe, and builds signed webhook deliveries.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  params: Record<string, string>;
}

export interface StandInIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  receipt_email: string | null;
}

export const STAND_IN_KEYS = {
  secretKey: "sk_test_standin",
  publishableKey: "pk_test_standin",
  webhookSecret: "whsec_test_standin",
};

async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
}

/** metadata[orderNumber]=X -> { orderNumber: X } */
function metadataOf(params: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const m = /^metadata\[(.+)\]$/.exec(key);
    if (m?.[1]) out[m[1]] = value;
  }
  return out;
}

export interface StripeStandIn {
  port: number;
  requests: RecordedRequest[];
  intents: Map<string, StandInIntent>;
  /** Environment for createTestContext: the keys and this server's address. */
  env: Record<string, string>;
  /** Answer the next n calls with a 500 (to test failures). */
  failNext(n: number): void;
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, StandInIntent>();
  const byIdempotencyKey = new Map<string, StandInIntent>();
  let failures = 0;
  let seq = 0;

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const params = request.method === "GET" ? Object.fromEntries(url.searchParams) : await formOf(request);
    const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
    requests.push({
      method: request.method ?? "",
      path: url.pathname,
      idempotencyKey,
      authorization: request.headers.authorization,
      params,
    });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json", "request-id": `req_${++seq}` });
      response.end(JSON.stringify(body));
    };
    if (failures > 0) {
      failures--;
      return send(500, { error: { type: "api_error", message: "stand-in failure" } });
    }
    if (request.method === "POST" && url.pathname === "/v1/payment_intents") {
      const replay = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (replay) return send(200, replay);
      const id = `pi_standin_${++seq}`;
      const intent: StandInIntent = {
        id,
        object: "payment_intent",
        amount: Number(params.amount),
        amount_received: 0,
        currency: params.currency ?? "",
        status: "requires_payment_method",
        client_secret: `${id}_secret_standin`,
        metadata: metadataOf(params),
        receipt_email: params.receipt_email ?? null,
      };
      intents.set(id, intent);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
      return send(200, intent);
    }
    const one = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(url.pathname);
    const intent = one?.[1] ? intents.get(one[1]) : undefined;
    if (one && !intent) {
      return send(404, {
        error: { type: "invalid_request_error", code: "resource_missing", message: "No such intent" },
      });
    }
    if (intent && request.method === "GET" && !one?.[2]) return send(200, intent);
    if (intent && request.method === "POST" && one?.[2]) {
      if (intent.status === "succeeded") {
        return send(400, { error: { type: "invalid_request_error", message: "This PaymentIntent has succeeded." } });
      }
      intent.status = "canceled";
      return send(200, intent);
    }
    return send(404, { error: { type: "invalid_request_error", message: `stand-in: no ${url.pathname}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    requests,
    intents,
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let eventSeq = 0;

/** A webhook delivery as Stripe sends it: the JSON body and its Stripe-Signature header. */
export function signedEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; secret?: string; timestamp?: number } = {},
): { id: string; body: string; signature: string } {
  const id = options.id ?? `evt_standin_${Date.now().toString(36)}_${++eventSeq}`;
  const body = JSON.stringify({
    id,
    object: "event",
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? STAND_IN_KEYS.webhookSecret,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return { id, body, signature };
}

/** The PaymentIntent object of an event for an order. */
export function intentObject(
  intentId: string,
  order: { number: string; total: number },
  overrides: Partial<StandInIntent> = {},
): Record<string, unknown> {
  return {
    id: intentId,
    object: "payment_intent",
    amount: order.total,
    amount_received: order.total,
    currency: "aed",
    status: "succeeded",
    metadata: { orderNumber: order.number },
    ...overrides,
  };
}
