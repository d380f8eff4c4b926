import { z } from "zod";
import { emailField } from "./account";
import { safeText } from "./safe-text";

/**
 * Issue 16: a member changes their e-mail (confirmed from the new address) or deletes their account. Both take the
 * current password again; `encrypted: true` means it is RSA-OAEP ciphertext like every other password field.
 */
const currentPassword = safeText().min(1, "Enter your password").max(2048);

export const emailChangeRequestSchema = z.object({
  newEmail: emailField,
  password: currentPassword,
  encrypted: z.boolean().optional(),
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** Always the same answer, whether or not the new address has an account (decision 0018). */
export const emailChangeResponseSchema = z.object({ sent: z.literal(true) });

export const emailConfirmRequestSchema = z.object({ token: safeText().min(16).max(200) });

export const accountDeleteRequestSchema = z.object({
  password: currentPassword,
  encrypted: z.boolean().optional(),
});
export const accountDeleteResponseSchema = z.object({ deleted: z.literal(true) });
