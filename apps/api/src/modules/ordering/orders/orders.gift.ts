import { type Gift, type GiftInput, normaliseMobile } from "@shop/shared";

/**
 * "This is a gift" (issue 16): what orders.gift holds and how it is read back. The courier calls the recipient's
 * mobile (normalised like every other mobile); an empty message is no message.
 */
export function giftToStore(input: GiftInput | undefined): Gift | null {
  if (!input) return null;
  return {
    message: input.message ? input.message : null,
    recipientName: input.recipientName,
    recipientMobile: normaliseMobile(input.recipientMobile),
  };
}

/** The stored jsonb as the wire's gift, or null for an order that is not a gift (or a value not of that shape). */
export function giftOfRow(value: unknown): Gift | null {
  if (!value || typeof value !== "object") return null;
  const g = value as Record<string, unknown>;
  if (typeof g.recipientName !== "string" || typeof g.recipientMobile !== "string") return null;
  return {
    message: typeof g.message === "string" && g.message ? g.message : null,
    recipientName: g.recipientName,
    recipientMobile: g.recipientMobile,
  };
}

/** What tracking shows of a gift: for whom and the message, not the recipient's mobile. */
export function trackedGift(value: unknown): { recipientName: string; message: string | null } | null {
  const gift = giftOfRow(value);
  return gift && { recipientName: gift.recipientName, message: gift.message };
}
