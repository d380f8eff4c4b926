import type { TFunction } from "i18next";
import { ApiError, errorMessages } from "../../lib/api/api-error";

/** Form fields the server may name in errorList[].field. */
export const serverFields = [
  "contact.name",
  "contact.email",
  "contact.mobile",
  "address.recipient",
  "address.emirate",
  "address.area",
  "address.street",
  "address.building",
  "address.apartment",
  "address.landmark",
  "address.mobile",
  "address.notes",
  "address.label",
  "deliveryDate",
  "deliverySlot",
  "paymentMethod",
] as const;
/** The gift's wire fields (issue 16) and the form fields that hold them. */
const giftFields = {
  "gift.message": "gift.message",
  "gift.recipientName": "gift.recipient",
  "gift.recipientMobile": "gift.mobile",
} as const;

export type ServerField = (typeof serverFields)[number] | (typeof giftFields)[keyof typeof giftFields];

/** The form field a server error belongs to: its full path, else a unique last part ("email" -> contact.email). */
export function formFieldOf(field: string | undefined): ServerField | null {
  if (!field) return null;
  if (Object.hasOwn(giftFields, field)) return giftFields[field as keyof typeof giftFields];
  const exact = serverFields.find((name) => name === field);
  if (exact) return exact;
  const leaf = field.split(".").pop();
  const matches = serverFields.filter((name) => name.split(".").pop() === leaf);
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

/** Codes shown with the shop's own words (the rest show the server's message, SPEC 8). */
const translatedCodes = new Set([
  "RATE_LIMITED",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "ORDER_TOO_LARGE",
  "SERVICE_UNAVAILABLE",
  "INTERNAL_ERROR",
]);

/** The message of a failed call: no connection, a known code in the shopper's language, else the server's text. */
export function failureText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return t("checkout.errors.network");
  const code = error.errorList[0]?.errorCode;
  if (code && translatedCodes.has(code)) return t(`checkout.errors.codes.${code}`);
  const server = errorMessages(error.errorList).join(" ");
  if (server) return server;
  return t(error.status >= 500 ? "checkout.errors.codes.INTERNAL_ERROR" : "checkout.errors.generic");
}
