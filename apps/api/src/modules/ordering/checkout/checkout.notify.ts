import { type CheckoutQuote, type PlaceOrderRequest, VAT_PERCENT } from "@shop/shared";
import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import { giftToStore } from "../orders/orders.gift";
import type { OrderConfirmationMail } from "./checkout.mail";
import { type AddressSnapshot, addressLines, optionsText } from "./checkout.mappers";
import { orderPayment, setPaymentIntent } from "./checkout.repo";
import type { ShopIdentity } from "./checkout.shop";
import type { Placed } from "./checkout.write";
import type { PaymentGateway } from "./payment-gateway";

/**
 * Telling others of an order: its confirmation e-mail (written to the outbox with the order, then sent by the mail
 * module) and, for a card order, the payment intent the shopper pays.
 */

/** The confirmation e-mail with its tax invoice; the link tracks the order on the shop's public origin. */
export function confirmationMail(m: {
  number: string;
  quote: CheckoutQuote;
  request: Omit<PlaceOrderRequest, "idempotencyKey">;
  contact: { name: string; email: string; mobile: string };
  address: AddressSnapshot;
  locale: string;
  shop: ShopIdentity;
  origin: string;
  createdAt: Date;
}): OrderConfirmationMail {
  const { number, quote, request, contact, locale } = m;
  return {
    template: "orderConfirmation",
    to: contact.email,
    locale,
    name: contact.name,
    link: `${m.origin}/shop/trackorder?number=${encodeURIComponent(number)}`,
    gift: giftToStore(request.gift),
    invoice: {
      number,
      issuedAt: m.createdAt.toISOString(),
      shop: m.shop,
      customer: contact,
      address: addressLines(m.address, locale),
      deliveryDate: request.deliveryDate,
      deliverySlot: request.deliverySlot,
      paymentMethod: request.paymentMethod,
      lines: quote.lines.map((l) => ({
        name: l.name,
        options: optionsText(l.options),
        qty: l.qty,
        unitNet: l.unitNet,
        lineTotal: l.lineTotal,
        codeDiscount: l.codeDiscount ?? 0,
        vat: l.vat,
      })),
      items: quote.items,
      discount: quote.discount ?? 0,
      discountCode: quote.discountCode ?? null,
      delivery: quote.delivery,
      codFee: quote.codFee,
      total: quote.total,
      vat: quote.vat,
      vatPercent: VAT_PERCENT,
    },
  };
}

/** Starts (or resumes) the card payment of an order still waiting for it; undefined for COD or a settled one. */
export async function startPayment(
  db: Db,
  paymentGateway: PaymentGateway | undefined,
  placed: Placed,
): Promise<{ provider: "stripe"; clientSecret: string } | undefined> {
  if (placed.paymentMethod !== "card" || !paymentGateway) return undefined;
  const current = await orderPayment(db, placed.orderId);
  if (current?.status !== "pending_payment") return undefined;
  let started: Awaited<ReturnType<PaymentGateway["startPayment"]>>;
  try {
    started = await paymentGateway.startPayment({
      orderId: placed.orderId,
      number: placed.number,
      amountFils: placed.total,
      currency: "aed",
      email: placed.email,
      name: placed.name,
      locale: placed.locale,
      existingPaymentIntentId: current.paymentIntentId,
      holdExpiresAt: current.holdExpiresAt ?? new Date(placed.holdExpiresAt ?? Date.now()),
    });
  } catch {
    throw new AppError(
      "SERVICE_UNAVAILABLE",
      "The card payment could not be started.",
      "Try again in a moment with the same request: your order and its items are kept for 15 minutes.",
    );
  }
  if (started.paymentIntentId !== current.paymentIntentId) {
    await setPaymentIntent(db, placed.orderId, started.paymentIntentId);
  }
  return { provider: "stripe", clientSecret: started.clientSecret };
}
