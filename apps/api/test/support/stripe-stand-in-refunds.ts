import type { Auth } from "./stripe-stand-in-auth";
import type { IntentRequest, Reply, StandInIntent } from "./stripe-stand-in-intents";

/**
 * The stand-in's refunds (issue 15): POST /v1/refunds of a succeeded PaymentIntent with the secret key, honouring
 * Idempotency-Key as Stripe does (the same key answers the same refund), refusing more than is left of the payment
 * (amount_too_large) or an intent that was not paid; GET /v1/refunds/{id}.
 */

export interface StandInRefund {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string | null;
  status: "succeeded" | "pending" | "failed";
  reason: string | null;
  metadata: Record<string, string>;
  failure_reason?: string;
}

function metadataOf(params: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const m = /^metadata\[(.+)\]$/.exec(key);
    if (m?.[1]) out[m[1]] = value;
  }
  return out;
}

const invalid = (message: string, code?: string, param?: string): Reply => [
  400,
  { error: { type: "invalid_request_error", message, ...(code ? { code } : {}), ...(param ? { param } : {}) } },
];

export interface RefundState {
  intents: Map<string, StandInIntent>;
  refunds: Map<string, StandInRefund>;
}

/** The refund calls, or undefined for any other path (the PaymentIntent routes answer those). */
export function refundRoutes(state: RefundState, nextSeq: () => number) {
  const byKey = new Map<string, StandInRefund>();
  const refundedOf = (intentId: string) =>
    [...state.refunds.values()]
      .filter((r) => r.payment_intent === intentId && r.status !== "failed")
      .reduce((sum, r) => sum + r.amount, 0);

  return (request: IntentRequest, auth: Auth): Reply | undefined => {
    const { method, url, params } = request;
    if (!url.pathname.startsWith("/v1/refunds")) return undefined;
    if (auth !== "secret") {
      return [401, { error: { type: "invalid_request_error", message: "This API call needs a secret key." } }];
    }
    const one = /^\/v1\/refunds\/([^/]+)$/.exec(url.pathname);
    if (method === "GET" && one?.[1]) {
      const refund = state.refunds.get(one[1]);
      return refund ? [200, refund] : [404, { error: { type: "invalid_request_error", code: "resource_missing" } }];
    }
    if (method !== "POST" || url.pathname !== "/v1/refunds") return invalid(`stand-in: no ${method} ${url.pathname}`);
    const key = params["idempotency-key"];
    const replay = key ? byKey.get(key) : undefined;
    if (replay) return [200, replay];
    const intentId = params.payment_intent ?? "";
    const intent = state.intents.get(intentId);
    if (!intent) return invalid(`No such payment_intent: '${intentId}'`, "resource_missing", "payment_intent");
    if (intent.status !== "succeeded") {
      return invalid(
        `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
        "charge_not_refundable",
      );
    }
    const left = intent.amount_received - refundedOf(intentId);
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0) return invalid("Invalid positive integer", undefined, "amount");
    if (amount > left) {
      return invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        "amount_too_large",
        "amount",
      );
    }
    const refund: StandInRefund = {
      id: `re_standin_${nextSeq()}`,
      object: "refund",
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      charge: intent.latest_charge,
      status: "succeeded",
      reason: params.reason ?? null,
      metadata: metadataOf(params),
    };
    state.refunds.set(refund.id, refund);
    if (key) byKey.set(key, refund);
    return [200, refund];
  };
}
