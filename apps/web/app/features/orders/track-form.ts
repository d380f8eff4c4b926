import { emailField, mobileField, orderNumberField } from "@shop/shared";
import { z } from "zod";

/** An e-mail address (it has an "@") or a UAE mobile number. */
export function contactKind(value: string): "email" | "mobile" {
  return value.includes("@") ? "email" : "mobile";
}

export const trackFormSchema = z.object({
  number: orderNumberField,
  contact: z
    .string()
    .trim()
    .min(1)
    .refine((value) =>
      contactKind(value) === "email" ? emailField.safeParse(value).success : mobileField.safeParse(value).success,
    ),
});
export type TrackForm = z.input<typeof trackFormSchema>;

/** POST /orders/track's payload. */
export function trackQueryOf(values: TrackForm): { number: string; email?: string; mobile?: string } {
  const number = values.number.trim().toUpperCase();
  const contact = values.contact.trim();
  return contactKind(contact) === "email" ? { number, email: contact } : { number, mobile: contact };
}

/** tracking.errors.<field>.<zod issue code>; "custom" is the contact that is neither an e-mail nor a mobile. */
export function trackMessageKey(field: "number" | "contact", code: string | undefined): string {
  if (field === "number")
    return code === "too_small" ? "tracking.errors.number.empty" : "tracking.errors.number.invalid";
  return code === "too_small" ? "tracking.errors.contact.empty" : "tracking.errors.contact.invalid";
}
