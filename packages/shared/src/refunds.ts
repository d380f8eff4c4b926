import { z } from "zod";
import { MAX_LINE_QTY } from "./cart-limits";
import { paymentMethods } from "./orders";
import { adminOrderSchema, orderNumberField } from "./orders-api";
import { idField, safeText } from "./safe-text";

/**
 * Wire shapes of refunds (issue 15 item 1): admin/orders/refund makes one, admin/orders/refunds shows what was
 * refunded and what is left. Figures come from refund-figures.ts, on the server.
 */

export const refundMethods = ["card", "recorded"] as const;
export type RefundMethod = (typeof refundMethods)[number];
export const refundStatuses = ["pending", "succeeded", "failed"] as const;
export type RefundStatus = (typeof refundStatuses)[number];

const refundLineInputSchema = z.object({
  orderLineId: idField,
  qty: z.number().int().min(1).max(MAX_LINE_QTY),
});

/**
 * admin/orders/refund: everything that is left, or some units of some lines, with or without the delivery charge
 * and COD fee; the units go back on the shelf when `restock` is true. No figure is sent: the server computes them.
 */
export const adminRefundRequestSchema = z
  .object({
    number: orderNumberField,
    everything: z.boolean().optional().default(false),
    lines: z.array(refundLineInputSchema).max(100).optional().default([]),
    charges: z.boolean().optional().default(false),
    restock: z.boolean(),
    reason: safeText().trim().max(500, "Keep the reason under 500 characters").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.everything && value.lines.length) {
      ctx.addIssue({ code: "custom", path: ["lines"], message: "Choose lines or everything, not both" });
    }
    if (!value.everything && !value.lines.length && !value.charges) {
      ctx.addIssue({ code: "custom", path: ["lines"], message: "Choose what to refund" });
    }
    const seen = new Set<number>();
    for (const [index, line] of value.lines.entries()) {
      if (seen.has(line.orderLineId)) {
        ctx.addIssue({ code: "custom", path: ["lines", index, "orderLineId"], message: "Each line once" });
      }
      seen.add(line.orderLineId);
    }
  });
export type AdminRefundRequest = z.input<typeof adminRefundRequestSchema>;

export const refundSchema = z.object({
  refundId: z.number().int(),
  /** VAT-inclusive fils, and its VAT part; charges = the delivery charge and COD fee in it. */
  amount: z.number().int(),
  vat: z.number().int(),
  charges: z.number().int(),
  method: z.enum(refundMethods),
  status: z.enum(refundStatuses),
  reason: z.string().nullable(),
  restock: z.boolean(),
  createdAt: z.string(),
  /** The staff member's user id; null when made by the shop itself or the account is gone. */
  createdBy: z.number().int().nullable(),
  lines: z.array(
    z.object({
      orderLineId: z.number().int(),
      qty: z.number().int(),
      amount: z.number().int(),
      vat: z.number().int(),
    }),
  ),
});
export type Refund = z.infer<typeof refundSchema>;

/**
 * Why no refund can be made now: not_paid (cash on delivery before it is delivered and paid: cancel instead),
 * awaiting_payment (a card order not paid yet), nothing_left, no_card_provider (a card order but no Stripe keys).
 */
export const refundBlocks = ["not_paid", "awaiting_payment", "nothing_left", "no_card_provider"] as const;
export type RefundBlock = (typeof refundBlocks)[number];

export const refundStateLineSchema = z.object({
  orderLineId: z.number().int(),
  name: z.string(),
  skuCode: z.string(),
  unitNet: z.number().int(),
  qty: z.number().int(),
  /** The line's share of the discount code (issue 16): the line was charged unitNet x qty - codeDiscount. */
  codeDiscount: z.number().int().optional(),
  vat: z.number().int(),
  /** Units refunded or being refunded, and their VAT. */
  refundedQty: z.number().int(),
  refundedVat: z.number().int(),
});

/** An order's refunds and what is left to refund (the refund panel). Pending refunds count as refunded. */
export const refundStateSchema = z.object({
  number: z.string(),
  paymentMethod: z.enum(paymentMethods),
  /** How the next refund would be made: card (through Stripe) or recorded (paid back by the shop). */
  method: z.enum(refundMethods),
  blockedBy: z.enum(refundBlocks).nullable(),
  /** Whether units can go back on the shelf (not after a cancellation, which put them all back). */
  restockable: z.boolean(),
  lines: z.array(refundStateLineSchema),
  charges: z.object({ total: z.number().int(), refunded: z.number().int() }),
  total: z.number().int(),
  vat: z.number().int(),
  /** Refunded and pending, VAT-inclusive fils, and its VAT. */
  refunded: z.number().int(),
  refundedVat: z.number().int(),
  refunds: z.array(refundSchema),
});
export type RefundState = z.infer<typeof refundStateSchema>;

export const adminRefundsRequestSchema = z.object({ number: orderNumberField });
export const adminRefundsResponseSchema = z.object({ refunds: refundStateSchema });
export const adminRefundResponseSchema = z.object({
  refund: refundSchema,
  refunds: refundStateSchema,
  order: adminOrderSchema,
});
export type AdminRefundResponse = z.infer<typeof adminRefundResponseSchema>;
