import {
  type DeliverySettings,
  type DeliverySlot,
  deliverySlots,
  type Emirate,
  emirates,
  isoDateField,
  legalNameField,
  type ShopTaxIdentity,
  trnField,
} from "@shop/shared";
import { shopProblemOf } from "./settings-shop-problems";

/** A field's problem: a translation key under admin.settings.errors and its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, string>;
}
export type FieldProblems = Record<string, FieldProblem>;

/** The delivery form as typed: amounts in AED ("15.50"), capacities as text, closed dates as YYYY-MM-DD. */
export interface DeliveryFormValues {
  charges: Record<Emirate, string>;
  /** "" when delivery is never free. */
  freeAbove: string;
  codFee: string;
  slotCapacity: Record<DeliverySlot, string>;
  sameDayCutoff: string;
  closedDates: string[];
}

/** Upper limits of the shared schema: charges and fee AED 10,000; free-delivery threshold AED 1,000,000. */
const MAX_CHARGE_FILS = 1_000_000;
const MAX_FREE_ABOVE_FILS = 100_000_000;
const MAX_CAPACITY = 1_000_000_000;

/** Western digits for Arabic-Indic and Persian ones, so "١٥" is 15. */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

export function filsToAed(fils: number): string {
  return (fils / 100).toFixed(2);
}

/** "15", "15.5", "1,500.00" -> fils; null when it is not an amount of at most two decimals. */
export function parseAed(text: string): number | null {
  const clean = westernDigits(text).trim().replace(/[,\s]/g, "").replace("٫", ".");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole = "0", cents = ""] = clean.split(".");
  return Number(whole) * 100 + Number(cents.padEnd(2, "0"));
}

export function toDeliveryForm(settings: DeliverySettings): DeliveryFormValues {
  return {
    charges: Object.fromEntries(emirates.map((e) => [e, filsToAed(settings.charges[e])])) as Record<Emirate, string>,
    freeAbove: settings.freeAbove === null ? "" : filsToAed(settings.freeAbove),
    codFee: filsToAed(settings.codFee),
    slotCapacity: Object.fromEntries(deliverySlots.map((s) => [s, String(settings.slotCapacity[s])])) as Record<
      DeliverySlot,
      string
    >,
    sameDayCutoff: settings.sameDayCutoff,
    closedDates: [...settings.closedDates].sort(),
  };
}

function amount(text: string, maxFils: number, field: string, problems: FieldProblems): number {
  const fils = parseAed(text);
  if (fils === null) problems[field] = { key: "amount" };
  else if (fils > maxFils) problems[field] = { key: "amountMax", values: { max: filsToAed(maxFils) } };
  return fils ?? 0;
}

/**
 * The settings to send (the loaded ones with the form's fields), or each invalid field's problem, named as on
 * the wire under settings ("charges.dubai", "slotCapacity.morning", "closedDates.0").
 */
export function deliverySettingsOf(
  values: DeliveryFormValues,
  base: DeliverySettings,
): { settings: DeliverySettings; problems?: undefined } | { problems: FieldProblems; settings?: undefined } {
  const problems: FieldProblems = {};
  const charges = Object.fromEntries(
    emirates.map((e) => [e, amount(values.charges[e], MAX_CHARGE_FILS, `charges.${e}`, problems)]),
  ) as Record<Emirate, number>;
  const freeAbove = values.freeAbove.trim()
    ? amount(values.freeAbove, MAX_FREE_ABOVE_FILS, "freeAbove", problems)
    : null;
  const codFee = amount(values.codFee, MAX_CHARGE_FILS, "codFee", problems);
  const slotCapacity = Object.fromEntries(
    deliverySlots.map((slot) => {
      const text = westernDigits(values.slotCapacity[slot]).trim();
      const n = Number(text);
      if (!/^\d{1,10}$/.test(text) || n > MAX_CAPACITY) problems[`slotCapacity.${slot}`] = { key: "capacity" };
      return [slot, n];
    }),
  ) as Record<DeliverySlot, number>;
  const sameDayCutoff = westernDigits(values.sameDayCutoff).trim();
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(sameDayCutoff)) problems.sameDayCutoff = { key: "cutoff" };
  const closedDates = [...new Set(values.closedDates)].sort();
  closedDates.forEach((date, i) => {
    if (!isoDateField.safeParse(date).success) problems[`closedDates.${i}`] = { key: "date" };
  });
  if (Object.keys(problems).length) return { problems };
  return { settings: { ...base, charges, freeAbove, codFee, slotCapacity, sameDayCutoff, closedDates } };
}

/** The problem of a date to close, or null: a real date, not closed yet, not before today (Dubai). */
export function closedDateProblem(date: string, closed: readonly string[], today: string): FieldProblem | null {
  if (!date || !isoDateField.safeParse(date).success) return { key: "date" };
  if (date < today) return { key: "datePast" };
  if (closed.includes(date)) return { key: "dateTaken" };
  return null;
}

/** The form field a server error names ("settings.charges.dubai" -> "charges.dubai"). */
export function formFieldOf(wireField: string | undefined, prefix: string): string | null {
  if (!wireField?.startsWith(`${prefix}.`)) return null;
  return wireField.slice(prefix.length + 1) || null;
}

/** The message of a field the server refused, by the kind of field. */
export function serverProblemOf(field: string): FieldProblem {
  if (field.startsWith("slotCapacity.")) return { key: "capacity" };
  if (field === "sameDayCutoff") return { key: "cutoff" };
  if (field.startsWith("closedDates")) return { key: "date" };
  if (field === "trn") return { key: "trn" };
  if (field === "legalName") return { key: "legalName" };
  return shopProblemOf(field) ?? { key: "amount" };
}

export interface TaxFormValues {
  trn: string;
  legalName: string;
}

/** The identity to send (spaces in the TRN dropped), or each invalid field's problem. */
export function taxIdentityOf(
  values: TaxFormValues,
): { identity: ShopTaxIdentity; problems?: undefined } | { problems: FieldProblems; identity?: undefined } {
  const problems: FieldProblems = {};
  const trn = westernDigits(values.trn).replace(/[\s-]/g, "");
  if (!trnField.safeParse(trn).success) problems.trn = { key: "trn" };
  const legalName = values.legalName.trim();
  if (!legalName) problems.legalName = { key: "legalNameRequired" };
  else if (!legalNameField.safeParse(legalName).success) problems.legalName = { key: "legalName" };
  if (Object.keys(problems).length) return { problems };
  return { identity: { trn, legalName } };
}
