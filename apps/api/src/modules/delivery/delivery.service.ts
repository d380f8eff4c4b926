import {
  addDays,
  type DeliverySettings,
  type DeliverySlot,
  defaultDeliverySettings,
  deliveryCharge,
  deliveryChoiceProblem,
  deliverySettingsSchema,
  deliveryTermsOf,
  deliveryWindow,
  dubaiClock,
  type Emirate,
  emirates,
  SHOP_TIME_ZONE,
  type ShipmentDetails,
  type ShipmentDetailsRequest,
  VAT_PERCENT,
} from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { TtlCache } from "../../lib/ttl-cache";
import type { AuthUser } from "../../plugins/auth";
import type { AddressService } from "../addresses/addresses.service";
import type { AuditActor } from "../audit/audit.service";
import { slotBookingsBetween } from "../ordering/ordering.sql";
import type { SettingsService } from "../settings/settings.service";

const DELIVERY_SETTING_KEY = "delivery";

export interface DeliveryServiceOptions {
  addresses: AddressService;
  /** Where the "delivery" setting is stored; the COD fee and the payment methods on (issue 15: payments). */
  settings: Pick<SettingsService, "stored" | "storeAudited" | "paymentsOn" | "checkFresh" | "onInvalidate">;
  /** Whether card payment is offered, and Stripe's publishable key (null when not configured). */
  card: { enabled: boolean; publishableKey: string | null };
  /** The current time (tests); dates and slots are always read in Asia/Dubai. */
  now?: () => Date;
}

/** Stored settings over the defaults: a missing or malformed value falls back to the default (never breaks checkout). */
export function effectiveSettings(stored: unknown): DeliverySettings {
  if (stored === undefined || stored === null) return defaultDeliverySettings;
  const merged = { ...defaultDeliverySettings, ...(typeof stored === "object" ? stored : {}) };
  return deliverySettingsSchema.safeParse(merged).data ?? defaultDeliverySettings;
}

/**
 * Delivery: the staff-editable settings (settings key "delivery", cached per instance and cleared when the settings
 * change on any instance: the settings service's freshness check), the dates and slots on offer with their
 * remaining capacity, and the slot booking of an order. The COD fee is the payment settings' (issue 15).
 */
export function createDeliveryService(db: Db, options: DeliveryServiceOptions) {
  const readDeliverySetting = async (): Promise<DeliverySettings> => {
    const [stored, payments] = await Promise.all([
      options.settings.stored(DELIVERY_SETTING_KEY),
      options.settings.paymentsOn(),
    ]);
    return { ...effectiveSettings(stored), codFee: payments.codFee };
  };
  const cache = new TtlCache<DeliverySettings>(5_000, "delivery-settings");
  options.settings.onInvalidate(() => cache.clear());
  const now = options.now ?? (() => new Date());
  const settings = async () => {
    await options.settings.checkFresh();
    return cache.get("delivery", readDeliverySetting);
  };

  async function dates(current: DeliverySettings, at: Date): Promise<ShipmentDetails["dates"]> {
    const window = deliveryWindow(current, at);
    const first = window[0]?.date;
    const last = window.at(-1)?.date;
    const booked = first && last ? await slotBookingsBetween(db, first, last) : new Map<string, number>();
    return window.map(({ date, slots }) => ({
      date,
      slots: slots.map((slot) => {
        const remaining = Math.max(0, current.slotCapacity[slot] - (booked.get(`${date}/${slot}`) ?? 0));
        return { slot, starts: current.slotStarts[slot], remaining, available: remaining > 0 };
      }),
    }));
  }

  return {
    settings,
    now,

    /**
     * Staff replace the settings (the route checks the role table); audited in the transaction of the write. The COD
     * fee sent is not the delivery's any more (issue 15: the payment settings hold it): the answer shows the fee.
     */
    async updateSettings(actor: AuditActor, value: DeliverySettings): Promise<DeliverySettings> {
      const { codFee } = await options.settings.paymentsOn();
      const clean = { ...value, codFee, closedDates: [...new Set(value.closedDates)].sort() };
      await options.settings.storeAudited(actor, DELIVERY_SETTING_KEY, clean, "settings.delivery");
      cache.clear();
      return clean;
    },

    /** The delivery terms the storefront shows (issue 14: promises follow the live settings). */
    async publicTerms() {
      return deliveryTermsOf(await settings());
    },

    async loadSettings(): Promise<DeliverySettings> {
      return readDeliverySetting();
    },

    /** SPEC 7 loadShipmentDetails: charges, fees, the dates and slots on offer, and whether card payment is on. */
    async shipmentDetails(user: AuthUser | null, input: ShipmentDetailsRequest): Promise<ShipmentDetails> {
      let emirate: Emirate | null = input?.emirate ?? null;
      if (input?.addressId !== undefined) {
        if (!user) {
          throw new AppError("UNAUTHORIZED", "Log in to use a saved address.", "Or choose the emirate.", "addressId");
        }
        emirate = (await options.addresses.find(user.id, input.addressId)).emirate;
      }
      const current = await settings();
      const itemsTotal = input?.itemsTotal ?? 0;
      const card = options.card;
      const payments = await options.settings.paymentsOn();
      const cardEnabled = card.enabled && payments.card;
      return {
        chargeType: "standard",
        emirates: emirates.map((e) => ({ emirate: e, charge: deliveryCharge(current, e, itemsTotal) })),
        emirate,
        charge: emirate ? deliveryCharge(current, emirate, itemsTotal) : null,
        freeAbove: current.freeAbove,
        codFee: current.codFee,
        vatPercent: VAT_PERCENT,
        sameDayCutoff: current.sameDayCutoff,
        timeZone: SHOP_TIME_ZONE,
        dates: await dates(current, now()),
        cardEnabled,
        codEnabled: payments.cashOnDelivery,
        publishableKey: cardEnabled ? card.publishableKey : null,
      };
    },

    /** VALIDATION_FAILED naming deliveryDate or deliverySlot when the choice is not on offer now. */
    checkChoice(current: DeliverySettings, date: string, slot: DeliverySlot, at = now()): void {
      const problem = deliveryChoiceProblem(current, at, date, slot);
      if (problem) throw new AppError("VALIDATION_FAILED", problem.message, problem.suggestion, problem.field);
    },

    /** CONFLICT (field deliverySlot): the slot has no room left that day. */
    slotFull(date: string, slot: DeliverySlot): AppError {
      return new AppError(
        "CONFLICT",
        `The ${slot} slot on ${date} is full.`,
        "Choose another slot or date.",
        "deliverySlot",
      );
    },

    /** Today's date in Asia/Dubai and the last date on offer (for tests and messages). */
    window(current: DeliverySettings, at = now()) {
      const today = dubaiClock(at).date;
      return { today, last: addDays(today, current.daysAhead - 1) };
    },
  };
}
export type DeliveryService = ReturnType<typeof createDeliveryService>;
