import type {
  DisplayCurrency,
  DisplayCurrencyInput,
  PaymentSettings,
  PaymentSettingsResponse,
  ShopDetails,
} from "@shop/shared";
import { BASE_CURRENCY } from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { AuditActor, RecordAudit } from "../audit/audit.service";
import { mergeSetting, readSettings, writeSetting } from "./settings.repo";
import { currenciesOf, paymentSettingsOf, shopDetailsOf } from "./settings.values";

export interface SettingsEditorOptions {
  recordAudit: RecordAudit;
  /** Whether the server has Stripe keys (card payment can be on). */
  cardAvailable: () => boolean;
  /** Called after a committed change of `key` (this instance's caches; others follow through the freshness stamp). */
  changed: (key: string) => void;
  now?: () => Date;
}

const invalid = (message: string, suggestion: string, field: string) =>
  new AppError("VALIDATION_FAILED", message, suggestion, field);

/**
 * Issue 15 "Settings": the back office's shop details, payment methods and display currencies. Each write reads
 * the stored value under a row lock, writes the new one and records the audit entry (before and after) in one
 * transaction; the routes check the role table.
 */
export function createSettingsEditor(db: Db, options: SettingsEditorOptions) {
  const { recordAudit, cardAvailable, changed } = options;
  const now = options.now ?? (() => new Date());

  /** The payment methods as the form shows them: card on only while the keys are there. */
  const shown = (payments: PaymentSettings): PaymentSettingsResponse => ({
    payments: { ...payments, card: payments.card && cardAvailable() },
    cardAvailable: cardAvailable(),
  });

  return {
    async shopDetails(): Promise<ShopDetails> {
      return shopDetailsOf((await readSettings(db, ["shop"])).get("shop"));
    },

    /** Replaces the details; other parts of the "shop" value (the landscaping link) stay. */
    async updateShopDetails(actor: AuditActor, details: ShopDetails): Promise<ShopDetails> {
      const after = await db.transaction(async (tx) => {
        const before = shopDetailsOf((await readSettings(tx, ["shop"], { lock: true })).get("shop"));
        const stored = shopDetailsOf(await mergeSetting(tx, "shop", { ...details }));
        const entry = { action: "settings.shop-details", entity: "settings", entityId: "shop", before, after: stored };
        await recordAudit(tx, actor, entry);
        return stored;
      });
      changed("shop");
      return after;
    },

    async payments(): Promise<PaymentSettingsResponse> {
      const stored = await readSettings(db, ["payments", "delivery"]);
      return shown(paymentSettingsOf(stored.get("payments"), stored.get("delivery")));
    },

    /** Card on needs the keys; at least one method stays on (VALIDATION_FAILED naming the field). */
    async updatePayments(actor: AuditActor, payments: PaymentSettings): Promise<PaymentSettingsResponse> {
      if (payments.card && !cardAvailable()) {
        throw invalid(
          "Card payment needs Stripe keys on the server.",
          "Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET first.",
          "payments.card",
        );
      }
      if (!payments.cashOnDelivery && !payments.card) {
        throw invalid(
          "Keep at least one payment method on.",
          "Turn on cash on delivery or card payment.",
          "payments.cashOnDelivery",
        );
      }
      await db.transaction(async (tx) => {
        const stored = await readSettings(tx, ["payments", "delivery"], { lock: true });
        const before = paymentSettingsOf(stored.get("payments"), stored.get("delivery"));
        await writeSetting(tx, "payments", payments);
        const entry = {
          action: "settings.payments",
          entity: "settings",
          entityId: "payments",
          before,
          after: payments,
        };
        await recordAudit(tx, actor, entry);
      });
      changed("payments");
      return shown(payments);
    },

    async currencies(): Promise<DisplayCurrency[]> {
      return currenciesOf((await readSettings(db, ["currencies"])).get("currencies"));
    },

    /** Replaces the list; a rate that changed (or a new currency) is stamped with the time of this save. */
    async updateCurrencies(actor: AuditActor, list: DisplayCurrencyInput[]): Promise<DisplayCurrency[]> {
      checkCurrencies(list);
      const after = await db.transaction(async (tx) => {
        const before = currenciesOf((await readSettings(tx, ["currencies"], { lock: true })).get("currencies"));
        const at = now().toISOString();
        const stamped = list.map((currency): DisplayCurrency => {
          const previous = before.find((c) => c.code === currency.code);
          const rateSetAt = previous && previous.rate === currency.rate ? previous.rateSetAt : at;
          return { ...currency, rateSetAt: currency.code === BASE_CURRENCY ? null : rateSetAt };
        });
        await writeSetting(tx, "currencies", stamped);
        const entry = { action: "settings.currencies", entity: "settings", entityId: "currencies", before };
        await recordAudit(tx, actor, { ...entry, after: stamped });
        return stamped;
      });
      changed("currencies");
      return after;
    },
  };
}

/** Codes once each; AED there, on, at rate 1 (every price is stored and charged in it). */
function checkCurrencies(list: DisplayCurrencyInput[]): void {
  const seen = new Set<string>();
  list.forEach((currency, i) => {
    if (seen.has(currency.code)) {
      throw invalid(`${currency.code} is in the list twice.`, "Keep one row per currency.", `currencies.${i}.code`);
    }
    seen.add(currency.code);
  });
  const base = list.findIndex((c) => c.code === BASE_CURRENCY);
  const aed = list[base];
  if (!aed) throw invalid("The list needs AED, the shop's currency.", "Add AED back at rate 1.", "currencies");
  if (aed.rate !== 1) {
    throw invalid("AED is the base currency: its rate is 1.", "Set the AED rate to 1.", `currencies.${base}.rate`);
  }
  if (!aed.enabled) {
    throw invalid("AED is always shown: prices are charged in it.", "Keep AED on.", `currencies.${base}.enabled`);
  }
}
export type SettingsEditor = ReturnType<typeof createSettingsEditor>;
