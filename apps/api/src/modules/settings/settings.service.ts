import {
  DEFAULT_LEGAL_NAME,
  DEFAULT_TRN,
  defaultDeliverySettings,
  defaultLanguage,
  deliveryTermsOf,
  languages,
  legalNameField,
  type PaymentSettings,
  type ShopConfig,
  type ShopDetails,
  type ShopPromises,
  type ShopTaxIdentity,
  type TwoStepPolicy,
  trnField,
  twoStepPolicySchema,
} from "@shop/shared";
import { z } from "zod";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { freshness } from "../../lib/freshness";
import { SerializedReply } from "../../lib/reply";
import { TtlCache } from "../../lib/ttl-cache";
import type { AuthUser } from "../../plugins/auth";
import type { AuditActor, RecordAudit } from "../audit/audit.service";
import { hasTwoStepLogin } from "../users/users.totp.service";
import { createSettingsEditor } from "./settings.editor";
import { mergeSetting, readSettings, settingsStamp, writeSetting } from "./settings.repo";
import { currenciesOf, landscapingUrlOf, paymentSettingsOf, shopDetailsOf } from "./settings.values";

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
  // Cleared when this instance changes a setting, and when the settings table's stamp in PostgreSQL moved (another
  // instance's change, read at most once a second: issue 15 "at once on every instance"); the TTL is a backstop.
  const cache = new TtlCache<SerializedReply<ShopConfig>>(15_000, "settings-config");
  const values = new TtlCache<{ shop: ShopDetails; payments: PaymentSettings; landscapingUrl: string }>(
    15_000,
    "settings-values",
  );
  let rsaPublicKey: (() => string) | undefined;
  let cardAvailable = false;
  /** The live delivery terms (told by app.ts: the delivery module owns them). */
  let promises: () => Promise<Pick<ShopPromises, "delivery">> = async () => ({
    delivery: deliveryTermsOf(defaultDeliverySettings),
  });
  /** Told when a setting changed, here or on another instance (the delivery terms' and the invoice's caches). */
  const listeners = new Set<() => void>();
  const clearAll = () => {
    cache.clear();
    values.clear();
    for (const listener of listeners) listener();
  };
  const checkFresh = freshness(db, settingsStamp, clearAll);
  const editor = createSettingsEditor(db, { recordAudit, cardAvailable: () => cardAvailable, changed: clearAll });

  /** The shop's details and payment methods, read once per change. */
  async function current() {
    await checkFresh();
    return values.get("values", async () => {
      const stored = await readSettings(db, ["shop", "payments", "delivery"]);
      return {
        shop: shopDetailsOf(stored.get("shop")),
        landscapingUrl: landscapingUrlOf(stored.get("shop")),
        payments: paymentSettingsOf(stored.get("payments"), stored.get("delivery")),
      };
    });
  }

  /** The methods offered now: card only with the keys; never none (cash on delivery then). */
  async function paymentsOn(): Promise<ShopPromises["payments"] & { codFee: number }> {
    const { payments } = await current();
    const card = payments.card && cardAvailable;
    return { card, cashOnDelivery: payments.cashOnDelivery || !card, codFee: payments.codFee };
  }

  async function publicConfig(): Promise<ShopConfig> {
    const stored = await readSettings(db, ["currencies", "newsletter"]);
    const { shop, landscapingUrl } = await current();
    const currencies = currenciesOf(stored.get("currencies"))
      .filter((c) => c.enabled)
      .map(({ code, name, prefix, rate }) => ({ code, name, prefix, rate }));
    const newsletter = z.object({ enabled: z.boolean() }).safeParse(stored.get("newsletter")).data ?? { enabled: true };
    const { codFee: _fee, ...payments } = await paymentsOn();
    const { delivery } = await promises();
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
      landscapingUrl,
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
      clearAll();
    },

    publicConfig,
    /** The answer, serialised once per change of the settings. */
    async publicConfigJson() {
      await checkFresh();
      return cache.get("config", async () => SerializedReply.of(await publicConfig()));
    },
    clearCache: clearAll,
    /** Clears the caches when the settings changed on any instance (at most one read a second). */
    checkFresh,
    /** Calls `listener` whenever the settings changed, on this instance or another. */
    onInvalidate(listener: () => void): void {
      listeners.add(listener);
    },
    /** The shop's details (header, footer, e-mails, invoices): legal name, TRN, address, phone, chat, e-mail, social. */
    shopDetails: async (): Promise<ShopDetails> => (await current()).shop,
    /** The payment methods on now and the COD fee (checkout, delivery terms, public config). */
    paymentsOn,
    /** The back office's shop details, payment methods and currencies (settings.editor.ts). */
    editor,

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
      clearAll();
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

    /** Calls `listener` after every change of the settings (the "shop" value among them), on any instance. */
    onShopChange(listener: () => void): void {
      listeners.add(listener);
    },
    /** The public half of the password-encryption key (users module), published as rsaPublicKey. */
    setRsaPublicKey(pem: () => string) {
      rsaPublicKey = pem;
      cache.clear();
    },
    /** Where the public config reads the live delivery terms. */
    setShopPromises(read: () => Promise<Pick<ShopPromises, "delivery">>) {
      promises = read;
      cache.clear();
    },
    /** Whether the server has Stripe keys: card payment can be on (told by app.ts). */
    setCardAvailable(available: boolean) {
      cardAvailable = available;
      clearAll();
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
