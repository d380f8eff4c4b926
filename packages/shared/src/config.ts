import { z } from "zod";
import { languages } from "./i18n";

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
});
export type ShopConfig = z.infer<typeof shopConfigSchema>;
