import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { type CardDecline, confirmWith } from "./stripe-stand-in-cards";

/**
 * A tiny stand-in for Stripe's HTTP API on loopback, for tests (not a test file itself): the SDK is pointed at
 * it with the host/port/protocol options. It answers what the shop calls (create, retrieve and cancel a
 * PaymentIntent, with the secret key), honours Idempotency-Key like Stripe, and builds signed webhook
 * deliveries. For browser tests it also answers what Stripe.js calls with the publishable key and the client
 * secret (retrieve, and confirm with a test card: stripe-stand-in-cards.ts), and then sends the webhook event
 * of the confirmation to the shop, as Stripe does.
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
  last_payment_error: (CardDecline & { type: "card_error" }) | null;
  latest_charge: string | null;
  cancellation_reason?: string | null;
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
  /** The webhook deliveries sent after confirmations, with the status the shop answered (-1: no answer). */
  deliveries: WebhookDelivery[];
  /** Environment for createTestContext: the keys and this server's address. */
  env: Record<string, string>;
  /** Answer the next n calls with a 500 (to test failures). */
  failNext(n: number): void;
  close(): Promise<void>;
}

export interface WebhookDelivery {
  eventId: string;
  type: string;
  intentId: string;
  status: number;
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

type Reply = [status: number, body: unknown];

const notFound = (what: string): Reply => [
  404,
  { error: { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${what}'` } },
];

/** What a browser with the publishable key sees of an intent (Stripe leaves out metadata and the e-mail). */
function clientView(intent: StandInIntent): Partial<StandInIntent> {
  const { metadata: _metadata, receipt_email: _email, ...view } = intent;
  return view;
}

const CONFIRMABLE = ["requires_payment_method", "requires_confirmation", "requires_action"];

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, StandInIntent>();
  const byIdempotencyKey = new Map<string, StandInIntent>();
  const deliveries: WebhookDelivery[] = [];
  let failures = 0;
  let seq = 0;

  async function sendEvent(type: string, intent: StandInIntent): Promise<void> {
    const target = options.webhook;
    if (!target) return;
    const event = signedEvent(type, { ...intent });
    const delivery: WebhookDelivery = { eventId: event.id, type, intentId: intent.id, status: -1 };
    deliveries.push(delivery);
    for (let attempt = 0; attempt < 3; attempt++) {
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
      try {
        delivery.status =
          typeof target === "function"
            ? await target(event)
            : (
                await fetch(target, {
                  method: "POST",
                  headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": event.signature },
                  body: event.body,
                })
              ).status;
      } catch {
        delivery.status = -1;
      }
      if (delivery.status >= 200 && delivery.status < 300) return;
    }
  }

  async function confirm(intent: StandInIntent, params: Record<string, string>, publishable: boolean): Promise<Reply> {
    const view = (i: StandInIntent) => (publishable ? clientView(i) : i);
    if (!CONFIRMABLE.includes(intent.status)) {
      const message =
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent ` +
        "with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method, requires_action.";
      const error = { type: "invalid_request_error", code: "payment_intent_unexpected_state", message };
      return [400, { error: { ...error, payment_intent: view(intent) } }];
    }
    const result = confirmWith(params);
    if (result.outcome === "invalid") {
      return [400, { error: { type: "invalid_request_error", message: result.message, param: result.param } }];
    }
    if (result.outcome === "declined") {
      intent.status = "requires_payment_method";
      intent.last_payment_error = { type: "card_error", ...result.decline };
      // The answer is as things stand now; the webhook's effects (the shop cancels the intent) come after it.
      const error = { type: "card_error", ...result.decline, payment_intent: { ...view(intent) } };
      await sendEvent("payment_intent.payment_failed", intent);
      return [402, { error }];
    }
    intent.status = "succeeded";
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    intent.latest_charge = `ch_standin_${++seq}`;
    const paid = { ...view(intent) };
    await sendEvent("payment_intent.succeeded", intent);
    return [200, paid];
  }

  async function route(
    request: { method: string; url: URL; params: Record<string, string> },
    auth: Auth,
  ): Promise<Reply> {
    const { method, url, params } = request;
    if (method === "POST" && url.pathname === "/v1/payment_intents" && auth === "secret") {
      const idempotencyKey = params["idempotency-key"];
      const replay = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (replay) return [200, replay];
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
        last_payment_error: null,
        latest_charge: null,
      };
      intents.set(id, intent);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
      return [200, intent];
    }
    const one = /^\/v1\/payment_intents\/([^/]+)(?:\/(cancel|confirm))?$/.exec(url.pathname);
    if (!one?.[1]) return [404, { error: { type: "invalid_request_error", message: `stand-in: no ${url.pathname}` } }];
    const intent = intents.get(one[1]);
    if (!intent) return notFound(one[1]);
    const action = one[2];
    if (auth === "publishable") {
      // A browser: only retrieve and confirm, and only with the intent's client secret.
      if (params.client_secret !== intent.client_secret) return notFound(one[1]);
      if (method === "GET" && !action) return [200, clientView(intent)];
      if (method === "POST" && action === "confirm") return confirm(intent, params, true);
      const message = "This API call cannot be made with a publishable API key.";
      return [401, { error: { type: "invalid_request_error", message } }];
    }
    if (method === "GET" && !action) return [200, intent];
    if (method === "POST" && action === "confirm") return confirm(intent, params, false);
    if (method === "POST" && action === "cancel") {
      if (intent.status === "succeeded" || intent.status === "canceled") {
        const message = `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`;
        return [400, { error: { type: "invalid_request_error", code: "payment_intent_unexpected_state", message } }];
      }
      intent.status = "canceled";
      intent.cancellation_reason = params.cancellation_reason ?? null;
      return [200, intent];
    }
    return [404, { error: { type: "invalid_request_error", message: `stand-in: no ${method} ${url.pathname}` } }];
  }

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
    send(await route({ method: request.method ?? "GET", url, params: keyed }, auth));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    requests,
    intents,
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

type Auth = "secret" | "publishable" | "none";

/** The SDK sends the secret key as a Bearer token; Stripe.js sends the publishable key as the `key` parameter. */
function authOf(authorization: string | undefined, key: string | undefined): Auth {
  if (authorization === `Bearer ${STAND_IN_KEYS.secretKey}`) return "secret";
  if (!authorization && key === STAND_IN_KEYS.publishableKey) return "publishable";
  return "none";
}

let eventSeq = 0;

/** A signed webhook event: its id, the JSON body and the Stripe-Signature header. */
export interface SignedEvent {
  id: string;
  body: string;
  signature: string;
}

/** A webhook delivery as Stripe sends it: the JSON body and its Stripe-Signature header. */
export function signedEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; secret?: string; timestamp?: number } = {},
): SignedEvent {
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
