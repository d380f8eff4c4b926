import { z } from "zod";
import { emirates } from "./delivery-terms";

export { deliveryTermsOf } from "./delivery-terms";

import { languages } from "./i18n";

/**
 * What the storefront may promise (issue 14 "honest promises"): the payment methods switched on and the live
 * delivery terms. Every payment and delivery wording on the pages follows these, never a fixed text.
 */
export const shopPromisesSchema = z.object({
  payments: z.object({
    /** Card payment is offered (the shop has card keys). */
    card: z.boolean(),
    cashOnDelivery: z.boolean(),
  }),
  delivery: z.object({
    /** Charge per emirate in fils, for an order below the free-delivery threshold. */
    charges: z.array(z.object({ emirate: z.enum(emirates), charge: z.number().int() })),
    /** Items total (fils) from which delivery is free; null: never free. */
    freeAbove: z.number().int().nullable(),
    /** Same-day delivery for orders placed before this local time (Asia/Dubai), "HH:MM". */
    sameDayCutoff: z.string(),
    /** Cash-on-delivery fee in fils; 0 for none. */
    codFee: z.number().int(),
    /** The delivery slots open (capacity above 0), in the day's order, with their local start time "HH:MM". */
    slots: z.array(z.object({ slot: z.enum(["morning", "afternoon", "evening"]), starts: z.string() })),
  }),
});
export type ShopPromises = z.infer<typeof shopPromisesSchema>;

/** Public shop settings served at GET /api/v1/config. */
export const shopConfigSchema = z.object({
  shopName: z.string(),
  tagline: z.string(),
  developer: z.object({ name: z.string(), url: z.string() }),
  contacts: z.object({
    address: z.string(),
    phone: z.string(),
    chatNumber: z.string(),
    email: z.string(),
    social: z.array(z.object({ network: z.string(), url: z.string() })),
  }),
  landscapingUrl: z.string(),
  newsletter: z.object({ enabled: z.boolean() }),
  languages: z.array(z.enum(languages)),
  defaultLanguage: z.enum(languages),
  currencies: z.array(z.object({ code: z.string(), name: z.string(), prefix: z.string(), rate: z.number() })),
  defaultCurrency: z.string(),
  /** SPEC 9: the public RSA key (SPKI PEM) for optional RSA-OAEP (SHA-256) password encryption. */
  rsaPublicKey: z.string().optional(),
  ...shopPromisesSchema.shape,
});
export type ShopConfig = z.infer<typeof shopConfigSchema>;
