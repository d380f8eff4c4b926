import type { ShopPromises } from "./config";
import type { DeliverySettings } from "./delivery";

/**
 * The zod-free part of delivery (exported through core too): the page shell shows the delivery terms, and its
 * fallback config uses the defaults, without putting the schemas in every page's JavaScript.
 */

/** The seven emirates (DESIGN "delivery"). */
export const emirates = [
  "abu_dhabi",
  "dubai",
  "sharjah",
  "ajman",
  "umm_al_quwain",
  "ras_al_khaimah",
  "fujairah",
] as const;

export const defaultDeliverySettings: DeliverySettings = {
  charges: {
    dubai: 1500,
    sharjah: 2000,
    ajman: 2000,
    abu_dhabi: 2500,
    umm_al_quwain: 2500,
    ras_al_khaimah: 3000,
    fujairah: 3000,
  },
  freeAbove: 20000,
  slotCapacity: { morning: 40, afternoon: 40, evening: 30 },
  slotStarts: { morning: "09:00", afternoon: "13:00", evening: "17:00" },
  sameDayCutoff: "12:00",
  daysAhead: 14,
  closedDates: [],
  codFee: 500,
};

/** The delivery terms the pages show (issue 14), from the delivery settings. */
export function deliveryTermsOf(settings: DeliverySettings): ShopPromises["delivery"] {
  return {
    charges: emirates.map((emirate) => ({ emirate, charge: settings.charges[emirate] })),
    freeAbove: settings.freeAbove,
    sameDayCutoff: settings.sameDayCutoff,
    codFee: settings.codFee,
    // Issue 15: the delivery page lists the slots from the settings (a slot with no capacity is closed).
    slots: (["morning", "afternoon", "evening"] as const)
      .filter((slot) => settings.slotCapacity[slot] > 0)
      .map((slot) => ({ slot, starts: settings.slotStarts[slot] })),
  };
}
