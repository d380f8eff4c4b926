import { z } from "zod";

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
export type Emirate = (typeof emirates)[number];

export const deliverySlots = ["morning", "afternoon", "evening"] as const;
export type DeliverySlot = (typeof deliverySlots)[number];

/** Staff-editable delivery settings (settings key "delivery"); money in fils, times in Asia/Dubai. */
export const deliverySettingsSchema = z.object({
  /** Charge per emirate. */
  charges: z.record(z.enum(emirates), z.number().int().min(0)),
  /** Orders whose items total at least this much are delivered free; null: never free. */
  freeAbove: z.number().int().min(0).nullable(),
  /** Orders a slot takes per day. */
  slotCapacity: z.record(z.enum(deliverySlots), z.number().int().min(0)),
  /** Local hour each slot starts ("09:00"): a same-day slot must still be ahead of the cut-off. */
  slotStarts: z.record(z.enum(deliverySlots), z.string().regex(/^\d{2}:\d{2}$/)),
  /** Same-day delivery only for orders placed before this local time ("12:00"). */
  sameDayCutoff: z.string().regex(/^\d{2}:\d{2}$/),
  /** How many days ahead a delivery date can be chosen (today counts as day 0). */
  daysAhead: z.number().int().min(1).max(60),
  /** ISO dates (YYYY-MM-DD) the shop does not deliver. */
  closedDates: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
  /** Cash-on-delivery fee; 0 for none. */
  codFee: z.number().int().min(0),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

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

/** UAE VAT (DESIGN "taxes"): 5 %, prices VAT-inclusive; the VAT part of an inclusive amount. */
export const VAT_PERCENT = 5;
export function vatPart(inclusiveFils: number): number {
  return Math.round((inclusiveFils * VAT_PERCENT) / (100 + VAT_PERCENT));
}

/** Delivery charge for an emirate and an items total, by the settings. */
export function deliveryCharge(settings: DeliverySettings, emirate: Emirate, itemsFils: number): number {
  if (settings.freeAbove !== null && itemsFils >= settings.freeAbove) return 0;
  return settings.charges[emirate];
}
