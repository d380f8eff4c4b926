import {
  DEFAULT_LEGAL_NAME,
  DEFAULT_TRN,
  defaultDeliverySettings,
  defaultLanguage,
  deliveryTermsOf,
  languages,
  legalNameField,
  type ShopConfig,
  type ShopPromises,
  type ShopTaxIdentity,
  shopConfigSchema,
  type TwoStepPolicy,
  trnField,
  twoStepPolicySchema,
} from "@shop/shared";
import { z } from "zod";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { SerializedReply } from "../../lib/reply";
import { TtlCache } from "../../lib/ttl-cache";
import type { AuthUser } from "../../plugins/auth";
import type { AuditActor, RecordAudit } from "../audit/audit.service";
import { hasTwoStepLogin } from "../users/users.totp.service";
import { mergeSetting, readSettings, writeSetting } from "./settings.repo";

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

/** The tax identity in a stored "shop" value; each part falls back to its default when missing or malformed. */
export function taxIdentityOf(stored: unknown): ShopTaxIdentity {
  const value = (typeof stored === "object" && stored !== null ? stored : {}) as Record<string, unknown>;
  return {
    trn: trnField.safeParse(value.trn).data ?? DEFAULT_TRN,
    legalName: legalNameField.safeParse(value.legalName).data ?? DEFAULT_LEGAL_NAME,
  };
}

/**
 * The shop's settings. Staff writes (tax identity, two-step policy, other modules' settings through storeAudited)
 * are recorded with `recordAudit` (the audit module) in their transaction; the routes check the role table.
 */
export function createSettingsService(db: Db, recordAudit: RecordAudit) {
  const cache = new TtlCache<SerializedReply<ShopConfig>>(15_000);
  let rsaPublicKey: (() => string) | undefined;
  /** The payment methods on and the live delivery terms (told by app.ts: the delivery module owns them). */
  let promises: () => Promise<ShopPromises> = async () => ({
    payments: { card: false, cashOnDelivery: true },
    delivery: deliveryTermsOf(defaultDeliverySettings),
  });
  /** Told when staff change the "shop" setting (the invoice's cached shop identity). */
  const shopListeners = new Set<() => void>();

  async function publicConfig(): Promise<ShopConfig> {
    const stored = await readSettings(db, ["shop", "currencies", "newsletter"]);
    // A malformed stored value falls back to the default rather than breaking every page.
    const shop = { ...defaultShop, ...(shopSettingSchema.safeParse(stored.get("shop")).data ?? {}) };
    const currencies = shopConfigSchema.shape.currencies.safeParse(stored.get("currencies")).data ?? defaultCurrencies;
    const newsletter = z.object({ enabled: z.boolean() }).safeParse(stored.get("newsletter")).data ?? { enabled: true };
    const { payments, delivery } = await promises();
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
      payments,
      delivery,
    };
  }

  return {
    /** Another module's own setting as stored (delivery's "delivery"; the invoice's "shop"), or undefined. */
    stored: async (key: string): Promise<unknown> => (await readSettings(db, [key])).get(key),
    /** Stores another module's own setting (it validates the value). */
    store: (key: string, value: unknown): Promise<void> => writeSetting(db, key, value),
    /**
     * Stores another module's own setting for a member of staff, with its audit entry (action, before: the value
     * stored until now or null, after: `value`) in one transaction.
     */
    async storeAudited(actor: AuditActor, key: string, value: unknown, action: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = (await readSettings(tx, [key], { lock: true })).get(key) ?? null;
        await writeSetting(tx, key, value);
        await recordAudit(tx, actor, { action, entity: "settings", entityId: key, before, after: value });
      });
      // The public config carries other modules' terms (delivery): shoppers see the change at once.
      cache.clear();
    },

    publicConfig,
    /** The answer, serialised once per cache period. */
    publicConfigJson: () => cache.get("config", async () => SerializedReply.of(await publicConfig())),
    clearCache: () => cache.clear(),

    /** The TRN and legal name printed on tax invoices. */
    async taxIdentity(): Promise<ShopTaxIdentity> {
      return taxIdentityOf((await readSettings(db, ["shop"])).get("shop"));
    },

    /**
     * Sets them (the other parts of the "shop" setting stay), audited in the same transaction; the next invoice on
     * this instance uses them.
     */
    async updateTaxIdentity(actor: AuditActor, identity: ShopTaxIdentity): Promise<ShopTaxIdentity> {
      const stored = await db.transaction(async (tx) => {
        const before = taxIdentityOf((await readSettings(tx, ["shop"], { lock: true })).get("shop"));
        const merged = await mergeSetting(tx, "shop", { trn: identity.trn, legalName: identity.legalName });
        const after = taxIdentityOf(merged);
        const entry = { action: "settings.tax-identity", entity: "settings", entityId: "shop", before, after };
        await recordAudit(tx, actor, entry);
        return merged;
      });
      cache.clear();
      for (const listener of shopListeners) listener();
      return taxIdentityOf(stored);
    },

    /** Whether admins must use two-step login (settings key "twoStep"; decision 0009). Off until set. */
    async twoStepPolicy(): Promise<TwoStepPolicy> {
      return (
        twoStepPolicySchema.safeParse((await readSettings(db, ["twoStep"])).get("twoStep")).data ?? {
          requiredForAdmins: false,
        }
      );
    },

    /**
     * Admins only (the route checks the role). Turning the requirement on needs two-step on the admin's own
     * account, so nobody locks themselves out of the back office by flipping it.
     */
    async updateTwoStepPolicy(user: AuthUser, policy: TwoStepPolicy): Promise<TwoStepPolicy> {
      if (policy.requiredForAdmins && !(await hasTwoStepLogin(db, user.id))) {
        throw new AppError(
          "CONFLICT",
          "Turn on two-step login for your own account first.",
          "Set it up on your account page, then require it for every admin.",
          "policy.requiredForAdmins",
        );
      }
      await db.transaction(async (tx) => {
        const stored = (await readSettings(tx, ["twoStep"], { lock: true })).get("twoStep");
        const before = twoStepPolicySchema.safeParse(stored).data ?? { requiredForAdmins: false };
        await writeSetting(tx, "twoStep", policy);
        const entry = { action: "settings.two-step", entity: "settings", entityId: "twoStep", before, after: policy };
        await recordAudit(tx, user, entry);
      });
      return policy;
    },

    /** Calls `listener` after every change of the "shop" setting made through this service. */
    onShopChange(listener: () => void): void {
      shopListeners.add(listener);
    },
    /** The public half of the password-encryption key (users module), published as rsaPublicKey. */
    setRsaPublicKey(pem: () => string) {
      rsaPublicKey = pem;
      cache.clear();
    },
    /** Where the public config reads what the pages may promise (payment methods on, live delivery terms). */
    setShopPromises(read: () => Promise<ShopPromises>) {
      promises = read;
      cache.clear();
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
