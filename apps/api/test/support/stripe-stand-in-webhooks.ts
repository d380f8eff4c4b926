import Stripe from "stripe";
import { STAND_IN_KEYS } from "./stripe-stand-in-auth";
import type { StandInIntent } from "./stripe-stand-in-intents";

/** Signed webhook events as Stripe builds them, and their delivery to the shop after a confirmation. */

export interface WebhookDelivery {
  eventId: string;
  type: string;
  intentId: string;
  status: number;
}

/** Where events are delivered: the shop's webhook URL, or a function answering the HTTP status. */
export type WebhookTarget = string | ((event: SignedEvent) => Promise<number>);

/** Sends the event of the intent to the target, recorded in deliveries; retried twice when the answer is not a 2xx. */
export async function deliverEvent(
  target: WebhookTarget | undefined,
  deliveries: WebhookDelivery[],
  type: string,
  intent: StandInIntent,
): Promise<void> {
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
