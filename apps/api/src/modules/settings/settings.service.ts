import { defaultLanguage, languages, type ShopConfig, shopConfigSchema } from "@shop/shared";
import { z } from "zod";
import type { Db } from "../../db/client";
import { TtlCache } from "../../lib/ttl-cache";
import { readSettings } from "./settings.repo";

/** Real AED rates (DESIGN: the theme's USD-based factors would show wrong prices); staff can edit them. */
export const defaultCurrencies: ShopConfig["currencies"] = [
  { code: "AED", name: "UAE Dirham", prefix: "AED ", rate: 1 },
  { code: "USD", name: "US Dollar", prefix: "$", rate: 0.2723 },
  { code: "EUR", name: "Euro", prefix: "€", rate: 0.2351 },
  { code: "GBP", name: "Pound Sterling", prefix: "£", rate: 0.2052 },
  { code: "INR", name: "Indian Rupee", prefix: "₹", rate: 23.54 },
];

const defaultShop = {
  address: "Warehouse 7, Al Quoz Industrial Area 3, Dubai, UAE",
  phone: "+971 4 123 4567",
  chatNumber: "+971 50 123 4567",
  email: "care@bustan.ae",
  social: [] as Array<{ network: string; url: string }>,
  landscapingUrl: "https://landscaping.example.ae",
};

const shopSettingSchema = z
  .object({
    address: z.string(),
    phone: z.string(),
    chatNumber: z.string(),
    email: z.string(),
    social: z.array(z.object({ network: z.string(), url: z.string() })),
    landscapingUrl: z.string(),
  })
  .partial();

export function createSettingsService(db: Db) {
  const cache = new TtlCache<string>(15_000);
  let rsaPublicKey: (() => string) | undefined;

  async function publicConfig(): Promise<ShopConfig> {
    const stored = await readSettings(db, ["shop", "currencies", "newsletter"]);
    // A malformed stored value falls back to the default rather than breaking every page.
    const shop = { ...defaultShop, ...(shopSettingSchema.safeParse(stored.get("shop")).data ?? {}) };
    const currencies = shopConfigSchema.shape.currencies.safeParse(stored.get("currencies")).data ?? defaultCurrencies;
    const newsletter = z.object({ enabled: z.boolean() }).safeParse(stored.get("newsletter")).data ?? { enabled: true };
    return {
      shopName: "Bustan",
      tagline: "Because Gardens Deserve",
      developer: { name: "Bustan Digital", url: "https://bustan.ae" },
      contacts: {
        address: shop.address,
        phone: shop.phone,
        chatNumber: shop.chatNumber,
        email: shop.email,
        social: shop.social,
      },
      landscapingUrl: shop.landscapingUrl,
      newsletter,
      languages: [...languages],
      defaultLanguage,
      currencies,
      defaultCurrency: "AED",
      ...(rsaPublicKey ? { rsaPublicKey: rsaPublicKey() } : {}),
    };
  }

  return {
    publicConfig,
    /** The success envelope, serialised once per cache period. */
    publicConfigJson: () =>
      cache.get("config", async () => JSON.stringify({ status: "SUCCESS", responceObj: await publicConfig() })),
    clearCache: () => cache.clear(),
    /** The public half of the password-encryption key (users module), published as rsaPublicKey. */
    setRsaPublicKey(pem: () => string) {
      rsaPublicKey = pem;
      cache.clear();
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
