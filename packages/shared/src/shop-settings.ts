import { z } from "zod";
import { safeText } from "./safe-text";

/** The shop's Tax Registration Number until staff set one (a placeholder of 15 digits). */
export const DEFAULT_TRN = "100000000000003";

/** The seller's legal name on the tax invoice until staff set one. */
export const DEFAULT_LEGAL_NAME = "Bustan";

/** A UAE Tax Registration Number: exactly 15 digits. */
export const trnField = safeText()
  .trim()
  .regex(/^\d{15}$/, "A TRN is exactly 15 digits");

/** The legal (trade-licence) name printed on the tax invoice. */
export const legalNameField = safeText()
  .trim()
  .min(1, "Enter the legal name")
  .max(200, "Use at most 200 characters")
  .refine((name) => ![...name].some(isControl), "Use letters, digits and punctuation only, on one line");

function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/** The tax identity printed on every invoice (settings key "shop": trn, legalName); staff-editable. */
export const shopTaxIdentitySchema = z.object({ trn: trnField, legalName: legalNameField });
export type ShopTaxIdentity = z.infer<typeof shopTaxIdentitySchema>;

export const shopTaxIdentityLoadRequestSchema = z.object({}).nullish();
export const shopTaxIdentityUpdateRequestSchema = z.object({ identity: shopTaxIdentitySchema });
export const shopTaxIdentityResponseSchema = z.object({ identity: shopTaxIdentitySchema });
export type ShopTaxIdentityResponse = z.infer<typeof shopTaxIdentityResponseSchema>;
