import { z } from "zod";
import { emirates } from "./delivery-terms";
import { addDays, dubaiClock, minutesOf, SHOP_TIME_ZONE } from "./dubai-clock";
import { filsField, idField } from "./safe-text";

export { defaultDeliverySettings, emirates } from "./delivery-terms";
export { addDays, dubaiClock, dubaiDayStart, minutesOf, SHOP_TIME_ZONE } from "./dubai-clock";

export type Emirate = (typeof emirates)[number];

export const deliverySlots = ["morning", "afternoon", "evening"] as const;
export type DeliverySlot = (typeof deliverySlots)[number];

/** A local time of day, "HH:MM" (00:00-23:59). */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time of day as HH:MM (00:00-23:59)");
/** A calendar date, "YYYY-MM-DD". */
export const isoDateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD")
  .refine((d) => addDays(d, 0) === d, "Not a calendar date");

/** Staff-editable delivery settings (settings key "delivery"); money in fils, times in Asia/Dubai. */
export const deliverySettingsSchema = z.object({
  /** Charge per emirate. */
  charges: z.record(z.enum(emirates), z.number().int().min(0).max(1_000_000)),
  /** Orders whose items total at least this much are delivered free; null: never free. */
  freeAbove: filsField.nullable(),
  /** Orders a slot takes per day; 0 closes the slot. */
  slotCapacity: z.record(z.enum(deliverySlots), z.number().int().min(0).max(1_000_000_000)),
  /** Local time each slot starts ("09:00"): a same-day slot can be chosen only before it starts. */
  slotStarts: z.record(z.enum(deliverySlots), timeOfDay),
  /** Same-day delivery only for orders placed before this local time ("12:00"). */
  sameDayCutoff: timeOfDay,
  /** How many days ahead a delivery date can be chosen (today counts as day 0). */
  daysAhead: z.number().int().min(1).max(60),
  /** ISO dates (YYYY-MM-DD) the shop does not deliver. */
  closedDates: z.array(isoDateField).max(400),
  /** Cash-on-delivery fee; 0 for none. */
  codFee: z.number().int().min(0).max(1_000_000),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

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

/** The dates that can be chosen now and, per date, the slots not yet started; capacity is not considered here. */
export function deliveryWindow(settings: DeliverySettings, now: Date): Array<{ date: string; slots: DeliverySlot[] }> {
  const { date: today, minutes } = dubaiClock(now);
  const closed = new Set(settings.closedDates);
  const out: Array<{ date: string; slots: DeliverySlot[] }> = [];
  for (let day = 0; day < settings.daysAhead; day++) {
    const date = addDays(today, day);
    if (closed.has(date)) continue;
    let slots = [...deliverySlots];
    if (day === 0) {
      if (minutes >= minutesOf(settings.sameDayCutoff)) continue;
      slots = slots.filter((slot) => minutesOf(settings.slotStarts[slot]) > minutes);
      if (!slots.length) continue;
    }
    out.push({ date, slots });
  }
  return out;
}

export interface DeliveryChoiceProblem {
  field: "deliveryDate" | "deliverySlot";
  message: string;
  suggestion: string;
}

/** Why a date and slot cannot be chosen now (outside the window, closed, past the cut-off, started), or null. */
export function deliveryChoiceProblem(
  settings: DeliverySettings,
  now: Date,
  date: string,
  slot: DeliverySlot,
): DeliveryChoiceProblem | null {
  const { date: today, minutes } = dubaiClock(now);
  const last = addDays(today, settings.daysAhead - 1);
  const pick = "Choose another date from the delivery calendar.";
  if (addDays(date, 0) !== date) {
    return { field: "deliveryDate", message: `${date} is not a calendar date.`, suggestion: pick };
  }
  if (date < today || date > last) {
    return {
      field: "deliveryDate",
      message: `Delivery dates run from ${today} to ${last} (UAE time).`,
      suggestion: pick,
    };
  }
  if (settings.closedDates.includes(date)) {
    return { field: "deliveryDate", message: `We do not deliver on ${date}.`, suggestion: pick };
  }
  if (date === today) {
    if (minutes >= minutesOf(settings.sameDayCutoff)) {
      return {
        field: "deliveryDate",
        message: `Same-day delivery is only for orders placed before ${settings.sameDayCutoff} (UAE time).`,
        suggestion: "Choose tomorrow or a later date.",
      };
    }
    if (minutesOf(settings.slotStarts[slot]) <= minutes) {
      return {
        field: "deliverySlot",
        message: `Today's ${slot} slot has already started.`,
        suggestion: "Choose a later slot or another date.",
      };
    }
  }
  return null;
}

// --- Wire shapes ---

/** POST /api/v1/user/loadShipmentDetails (SPEC 7): guests and members; every field optional. */
export const shipmentDetailsRequestSchema = z
  .object({
    /** SPEC 3 shipment charge criterion; the shop has one kind of delivery. */
    chargeType: z.enum(["standard"]).optional(),
    emirate: z.enum(emirates).optional(),
    /** A saved address of the member: its emirate is used (NOT_FOUND when it is not theirs). */
    addressId: idField.optional(),
    /** The items total the shopper sees, in fils, for the free-delivery threshold (display only). */
    itemsTotal: z.number().int().min(0).max(1_000_000_000).optional(),
  })
  .nullish();
export type ShipmentDetailsRequest = z.infer<typeof shipmentDetailsRequestSchema>;

export const slotAvailabilitySchema = z.object({
  slot: z.enum(deliverySlots),
  /** Local start time, "HH:MM" (Asia/Dubai). */
  starts: z.string(),
  /** Orders the slot can still take that day. */
  remaining: z.number().int(),
  available: z.boolean(),
});
export const deliveryDateSchema = z.object({ date: z.string(), slots: z.array(slotAvailabilitySchema) });

export const shipmentDetailsSchema = z.object({
  chargeType: z.literal("standard"),
  /** Charge per emirate for itemsTotal (0 when it reaches freeAbove). */
  emirates: z.array(z.object({ emirate: z.enum(emirates), charge: z.number().int() })),
  /** The emirate asked for (directly or through addressId), or null. */
  emirate: z.enum(emirates).nullable(),
  /** Delivery charge for that emirate and itemsTotal; null without an emirate. */
  charge: z.number().int().nullable(),
  freeAbove: z.number().int().nullable(),
  codFee: z.number().int(),
  vatPercent: z.number(),
  sameDayCutoff: z.string(),
  timeZone: z.literal(SHOP_TIME_ZONE),
  /** Dates that can be chosen, earliest first; today only before the cut-off and with its slots not yet started. */
  dates: z.array(deliveryDateSchema),
  /** Card payment is offered (Stripe configured and switched on). */
  cardEnabled: z.boolean(),
  /** Cash on delivery is offered (issue 15: staff may switch it off); absent from older servers: on. */
  codEnabled: z.boolean().optional(),
  /** Stripe publishable key, or null when card payment is not configured. */
  publishableKey: z.string().nullable(),
});
export type ShipmentDetails = z.infer<typeof shipmentDetailsSchema>;

/** Back office: POST /api/v1/admin/delivery/load (empty body) and /update { settings }; both answer { settings }. */
export const deliverySettingsLoadRequestSchema = z.object({}).nullish();
export const deliverySettingsUpdateRequestSchema = z.object({ settings: deliverySettingsSchema });
export const deliverySettingsResponseSchema = z.object({ settings: deliverySettingsSchema });
