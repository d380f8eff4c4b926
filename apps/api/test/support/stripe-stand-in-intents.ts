import type { Auth } from "./stripe-stand-in-auth";
import { type CardDecline, confirmWith } from "./stripe-stand-in-cards";

/**
 * The stand-in's PaymentIntents: create (honouring Idempotency-Key), retrieve, cancel, and confirm with a test
 * card (stripe-stand-in-cards.ts), for the secret key and, for retrieve and confirm, the publishable key.
 */

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

/** metadata[orderNumber]=X -> { orderNumber: X } */
function metadataOf(params: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const m = /^metadata\[(.+)\]$/.exec(key);
    if (m?.[1]) out[m[1]] = value;
  }
  return out;
}

export type Reply = [status: number, body: unknown];

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

export interface IntentState {
  intents: Map<string, StandInIntent>;
  byIdempotencyKey: Map<string, StandInIntent>;
}

export interface IntentHooks {
  /** The stand-in's one counter, shared with the server's request ids. */
  nextSeq(): number;
  /** Sends the webhook event of a confirmation (before the confirmation answers). */
  sendEvent(type: string, intent: StandInIntent): Promise<void>;
}

export type IntentRequest = { method: string; url: URL; params: Record<string, string> };

/** The router of the PaymentIntent calls over the given state. */
export function intentRoutes(
  state: IntentState,
  hooks: IntentHooks,
): (request: IntentRequest, auth: Auth) => Promise<Reply> {
  const { intents, byIdempotencyKey } = state;
  const { sendEvent } = hooks;

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
    intent.latest_charge = `ch_standin_${hooks.nextSeq()}`;
    const paid = { ...view(intent) };
    await sendEvent("payment_intent.succeeded", intent);
    return [200, paid];
  }

  async function route(request: IntentRequest, auth: Auth): Promise<Reply> {
    const { method, url, params } = request;
    if (method === "POST" && url.pathname === "/v1/payment_intents" && auth === "secret") {
      const idempotencyKey = params["idempotency-key"];
      const replay = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (replay) return [200, replay];
      const id = `pi_standin_${hooks.nextSeq()}`;
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

  return route;
}
