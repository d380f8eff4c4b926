import { z } from "zod";
import { mobileField } from "./account";
import { safeText } from "./safe-text";

/** What issue 16 adds to an order: a discount code as typed, and "this is a gift". */

const text = (max: number) => safeText().trim().max(max);

/** A discount code as typed: trimmed; case does not matter (the server compares upper-cased). */
export const discountCodeField = safeText().trim().min(1, "Enter the code").max(40);

/** "This is a gift" (issue 16): printed on the packing slip, which then shows no prices. */
export const giftInputSchema = z.object({
  /** Up to 250 characters, printed on the packing slip. */
  message: text(250).optional(),
  /** Who receives it: the courier asks for them and calls this mobile, not the buyer's. */
  recipientName: text(100).min(1, "Enter the recipient's name"),
  recipientMobile: mobileField,
});
export type GiftInput = z.infer<typeof giftInputSchema>;
export const giftSchema = z.object({
  message: z.string().nullable(),
  recipientName: z.string(),
  recipientMobile: z.string(),
});
export type Gift = z.infer<typeof giftSchema>;
