import type { i18n as I18n } from "i18next";
import { ApiError } from "../../lib/api/api-error";

/** The form's fields in the order they show (the honeypot is not one of them). */
export const contactFields = ["name", "email", "mobile", "orderNumber", "subject", "message"] as const;
export type ContactField = (typeof contactFields)[number];

/** The honeypot's name: people never see it, so anything in it was typed by a robot. */
export const HONEYPOT_FIELD = "website";

/**
 * contactPage.errors.<field>.<zod issue code> (too_small, too_big, invalid_format), else the field's general
 * message: the same words whether the browser or the server found the problem.
 */
export function contactFieldMessageKey(i18n: I18n, field: ContactField, code: string | undefined): string {
  const specific = `contactPage.errors.${field}.${code}`;
  return code && i18n.exists(specific) ? specific : `contactPage.errors.${field}.invalid`;
}

/** The field a server error names (errorList[].field such as "payload.requestPayload.email"), if it is one. */
export function fieldOfError(field: string | undefined): ContactField | undefined {
  const last = field?.split(".").pop();
  return contactFields.find((name) => name === last);
}

/** A failed send in the reader's language, by error code. */
export function contactFailureKey(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return "contactPage.errors.network";
  const code = error.errorList[0]?.errorCode;
  if (code === "RATE_LIMITED") return "contactPage.errors.RATE_LIMITED";
  if (code === "VALIDATION_FAILED") return "contactPage.errors.VALIDATION_FAILED";
  return "contactPage.errors.generic";
}

/** A plain link to a maps search of the shop's address (no embedded map, no script from elsewhere). */
export function mapSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
