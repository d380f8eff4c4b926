import {
  type AddressInput,
  addressInputSchema,
  type CheckoutQuoteRequest,
  deliverySlots,
  discountCodeField,
  type Emirate,
  giftInputSchema,
  type Language,
  type PaymentMethod,
  type PlaceOrderRequest,
  paymentMethods,
  placeOrderRequestSchema,
} from "@shop/shared";
import { z } from "zod";

/** Form schemas built from the shared wire schemas; every message shown is checkout.errors.<field>.<rule>. */
export const contactFormSchema = placeOrderRequestSchema.shape.contact.unwrap();
export const addressFormSchema = addressInputSchema.omit({ isDefault: true });

export type AddressMode = "saved" | "new";

export interface AddressFormValues {
  label: string;
  recipient: string;
  emirate: Emirate | "";
  area: string;
  street: string;
  building: string;
  apartment: string;
  landmark: string;
  mobile: string;
  notes: string;
}

/** "This is a gift" (issue 16): the recipient's name and mobile, apart from the buyer's contact. */
export interface GiftFormValues {
  enabled: boolean;
  /** Up to GIFT_MESSAGE_MAX characters, printed on the packing slip. */
  message: string;
  recipient: string;
  mobile: string;
}

export const GIFT_MESSAGE_MAX = 250;
export const emptyGift: GiftFormValues = { enabled: false, message: "", recipient: "", mobile: "" };

export interface CheckoutFormValues {
  contact: { name: string; email: string; mobile: string };
  addressMode: AddressMode;
  /** The chosen saved address (members), as the radio value. */
  addressId: string;
  address: AddressFormValues;
  deliveryDate: string;
  deliverySlot: string;
  paymentMethod: PaymentMethod;
  /** "Send me offers": unticked by default; ticked, the order's e-mail gets the newsletter's confirmation link. */
  newsletter: boolean;
  /** The discount code applied (as the server stores it), "" for none; what is typed in the box is not here. */
  discountCode: string;
  gift: GiftFormValues;
}

export const emptyAddress: AddressFormValues = {
  label: "",
  recipient: "",
  emirate: "",
  area: "",
  street: "",
  building: "",
  apartment: "",
  landmark: "",
  mobile: "",
  notes: "",
};

/** The gift part of the form, checked with the shared rules (field names match the address's messages). */
const giftFormSchema = z.object({
  enabled: z.boolean(),
  message: giftInputSchema.shape.message.unwrap(),
  recipient: giftInputSchema.shape.recipientName,
  mobile: giftInputSchema.shape.recipientMobile,
});

/** The code as typed, checked before it is sent (trimmed, 1-40 characters, no broken text). */
export const discountCodeInputSchema = discountCodeField;

/**
 * The whole checkout form; the address part depends on whether a saved address or a new one is used, and the
 * gift part is checked only when "This is a gift" is ticked.
 */
export function checkoutFormSchema(mode: AddressMode, gift = false) {
  return z.object({
    contact: contactFormSchema,
    addressMode: z.enum(["saved", "new"]),
    addressId: mode === "saved" ? z.string().regex(/^\d+$/) : z.string(),
    address: mode === "new" ? addressFormSchema : z.unknown(),
    deliveryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    deliverySlot: z.enum(deliverySlots),
    paymentMethod: z.enum(paymentMethods),
    newsletter: z.boolean(),
    discountCode: z.string(),
    gift: gift ? giftFormSchema : z.unknown(),
  });
}

/** Which fields each step of the page checks. */
export const stepFields = {
  contact: ["contact.name", "contact.email", "contact.mobile"],
  address: [
    "addressId",
    "address.recipient",
    "address.emirate",
    "address.area",
    "address.street",
    "address.building",
    "address.apartment",
    "address.landmark",
    "address.mobile",
    "address.notes",
    "address.label",
  ],
  delivery: ["deliveryDate", "deliverySlot"],
  payment: ["paymentMethod"],
  gift: ["gift.message", "gift.recipient", "gift.mobile"],
  discount: ["discountCode"],
} as const;
export type CheckoutStep = keyof typeof stepFields;

/** The step a field belongs to ("address.area" -> "address"). */
export function stepOfField(field: string): CheckoutStep | null {
  for (const [step, fields] of Object.entries(stepFields)) {
    if ((fields as readonly string[]).includes(field)) return step as CheckoutStep;
  }
  return null;
}

/** The i18n key of a field's error: checkout.errors.<last part of the field>.<zod issue code>. */
export function fieldMessageKey(field: string, code: string | undefined): string {
  const leaf = field.split(".").pop() ?? field;
  return `checkout.errors.${leaf}.${code ?? "invalid"}`;
}

/** Optional texts left empty are not sent. */
export function addressInputOf(values: AddressFormValues): AddressInput {
  const optional = (text: string) => (text.trim() ? text.trim() : undefined);
  return {
    label: optional(values.label),
    recipient: values.recipient.trim(),
    emirate: values.emirate as Emirate,
    area: values.area.trim(),
    street: values.street.trim(),
    building: values.building.trim(),
    apartment: optional(values.apartment),
    landmark: optional(values.landmark),
    mobile: values.mobile.trim(),
    notes: optional(values.notes),
  };
}

export interface OrderContext {
  member: boolean;
  /** The visitor's cart lines; a member orders the cart kept on the server. */
  lines: ReadonlyArray<{ skuId: number; qty: number }>;
  expectedTotal: number;
  idempotencyKey: string;
  locale: Language;
}

/** POST /checkout/placeOrder's payload from the form. */
export function placeOrderRequestOf(values: CheckoutFormValues, context: OrderContext): PlaceOrderRequest {
  const useSaved = context.member && values.addressMode === "saved";
  return {
    idempotencyKey: context.idempotencyKey,
    contact: {
      name: values.contact.name.trim(),
      email: values.contact.email.trim(),
      mobile: values.contact.mobile.trim(),
    },
    ...(useSaved ? { addressId: Number(values.addressId) } : { address: addressInputOf(values.address) }),
    deliveryDate: values.deliveryDate,
    deliverySlot: values.deliverySlot as PlaceOrderRequest["deliverySlot"],
    paymentMethod: values.paymentMethod,
    ...(context.member ? {} : { lines: context.lines.map(({ skuId, qty }) => ({ skuId, qty })) }),
    expectedTotal: context.expectedTotal,
    locale: context.locale,
    ...(values.newsletter ? { newsletter: true } : {}),
    ...(values.discountCode.trim() ? { discountCode: values.discountCode.trim() } : {}),
    ...(values.gift.enabled ? { gift: giftInputOf(values.gift) } : {}),
  };
}

/** The gift as placeOrder takes it: an empty message is no message. */
export function giftInputOf(gift: GiftFormValues): NonNullable<PlaceOrderRequest["gift"]> {
  const message = gift.message.trim();
  return {
    ...(message ? { message } : {}),
    recipientName: gift.recipient.trim(),
    recipientMobile: gift.mobile.trim(),
  };
}

/** POST /checkout/quote's payload: a visitor's lines, or the member's server cart. */
export function quoteRequestOf(input: {
  member: boolean;
  lines: ReadonlyArray<{ skuId: number; qty: number }>;
  emirate: Emirate;
  paymentMethod: PaymentMethod;
  locale: Language;
  discountCode?: string;
}): CheckoutQuoteRequest {
  return {
    ...(input.discountCode ? { discountCode: input.discountCode } : {}),
    ...(input.member ? {} : { lines: input.lines.map(({ skuId, qty }) => ({ skuId, qty })) }),
    emirate: input.emirate,
    paymentMethod: input.paymentMethod,
    locale: input.locale,
  };
}
