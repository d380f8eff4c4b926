import { placeOrderRequestSchema } from "@shop/shared";
import { describe, expect, it } from "vitest";
import en from "../../../public/assets/i18n/en.json";
import { translationAt } from "../../shell/i18n/translation-at";
import { formFieldOf } from "./checkout-failure";
import {
  type CheckoutFormValues,
  checkoutFormSchema,
  emptyAddress,
  emptyGift,
  fieldMessageKey,
  placeOrderRequestOf,
  quoteRequestOf,
  stepOfField,
} from "./checkout-forms";

const lookup = (key: string) => translationAt(en, key);

const address = {
  ...emptyAddress,
  recipient: "Layla Haddad",
  emirate: "dubai" as const,
  area: "Al Barsha",
  street: "Street 5",
  building: "Villa 12",
  mobile: "+971 50 123 4567",
};
const values = (over: Partial<CheckoutFormValues> = {}): CheckoutFormValues => ({
  contact: { name: "Layla Haddad", email: "layla@example.com", mobile: "050 123 4567" },
  addressMode: "new",
  addressId: "",
  address,
  deliveryDate: "2026-11-22",
  deliverySlot: "morning",
  paymentMethod: "cod",
  newsletter: false,
  discountCode: "",
  gift: { ...emptyGift },
  ...over,
});

/** The i18n key shown for each failing field (the first issue per field, as the resolver reports it). */
function shownKeys(form: CheckoutFormValues): Record<string, string> {
  const result = checkoutFormSchema(form.addressMode).safeParse(form);
  const keys: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join(".");
    keys[field] ??= fieldMessageKey(field, issue.code);
  }
  return keys;
}

describe("checkout steps: validation with the shared schemas", () => {
  it("a complete guest form passes", () => {
    expect(checkoutFormSchema("new").safeParse(values()).success).toBe(true);
  });

  it("every missing or wrong field of a guest has its own translated message, in its step", () => {
    const keys = shownKeys(
      values({
        contact: { name: " ", email: "nope", mobile: "12345" },
        address: { ...emptyAddress, notes: "x".repeat(501) },
        deliveryDate: "",
        deliverySlot: "",
      }),
    );
    expect(keys).toEqual({
      "contact.name": "checkout.errors.name.too_small",
      "contact.email": "checkout.errors.email.invalid_format",
      "contact.mobile": "checkout.errors.mobile.invalid_format",
      "address.recipient": "checkout.errors.recipient.too_small",
      "address.emirate": "checkout.errors.emirate.invalid_value",
      "address.area": "checkout.errors.area.too_small",
      "address.street": "checkout.errors.street.too_small",
      "address.building": "checkout.errors.building.too_small",
      "address.mobile": "checkout.errors.mobile.invalid_format",
      "address.notes": "checkout.errors.notes.too_big",
      deliveryDate: "checkout.errors.deliveryDate.invalid_format",
      deliverySlot: "checkout.errors.deliverySlot.invalid_value",
    });
    for (const [field, key] of Object.entries(keys)) {
      const shown = typeof lookup(key) === "string" ? key : fieldMessageKey(field, "invalid");
      expect(typeof lookup(shown), `${field}: ${shown}`).toBe("string");
      expect(stepOfField(field), field).not.toBeNull();
    }
  });

  it("a member using a saved address needs only its id, not the address form", () => {
    const saved = values({ addressMode: "saved", addressId: "7", address: { ...emptyAddress } });
    expect(checkoutFormSchema("saved").safeParse(saved).success).toBe(true);
    expect(shownKeys({ ...saved, addressId: "" })).toEqual({ addressId: "checkout.errors.addressId.invalid_format" });
  });

  it("groups fields into the steps of the page", () => {
    expect(stepOfField("contact.email")).toBe("contact");
    expect(stepOfField("address.area")).toBe("address");
    expect(stepOfField("deliverySlot")).toBe("delivery");
    expect(stepOfField("paymentMethod")).toBe("payment");
    expect(stepOfField("somethingElse")).toBeNull();
  });
});

describe("placeOrder and quote payloads", () => {
  const context = {
    lines: [
      { skuId: 3, qty: 2 },
      { skuId: 9, qty: 1 },
    ],
    expectedTotal: 14000,
    idempotencyKey: "2b1c8f0e-5d6a-4e0b-9a51-3f0c2d9e7a11",
    locale: "ar" as const,
  };

  it("a guest sends contact, the full address and the cart lines; it satisfies the shared schema", () => {
    const request = placeOrderRequestOf(
      values({ address: { ...address, apartment: "  ", landmark: " Near the park " } }),
      {
        ...context,
        member: false,
      },
    );
    expect(request.lines).toEqual(context.lines);
    expect(request.addressId).toBeUndefined();
    expect(request.address).toMatchObject({ emirate: "dubai", landmark: "Near the park" });
    expect(request.address?.apartment).toBeUndefined();
    expect(placeOrderRequestSchema.safeParse(request).success).toBe(true);
  });

  it("a member with a saved address sends its id and orders the cart kept on the server", () => {
    const request = placeOrderRequestOf(values({ addressMode: "saved", addressId: "42" }), {
      ...context,
      member: true,
    });
    expect(request.addressId).toBe(42);
    expect(request.address).toBeUndefined();
    expect(request.lines).toBeUndefined();
    expect(request).toMatchObject({ expectedTotal: 14000, idempotencyKey: context.idempotencyKey, locale: "ar" });
    expect(placeOrderRequestSchema.safeParse(request).success).toBe(true);
  });

  it("issue 14: 'send me offers' goes out only when ticked (unticked by default sends nothing)", () => {
    expect(placeOrderRequestOf(values(), { ...context, member: false }).newsletter).toBeUndefined();
    const ticked = placeOrderRequestOf(values({ newsletter: true }), { ...context, member: false });
    expect(ticked.newsletter).toBe(true);
    expect(placeOrderRequestSchema.safeParse(ticked).success).toBe(true);
  });

  it("issue 16: the applied code and a ticked gift go with the order; the gift's fields are checked only then", () => {
    const gift = { enabled: true, message: "  Happy birthday!  ", recipient: "Omar Haddad", mobile: "050 765 4321" };
    const request = placeOrderRequestOf(values({ discountCode: "SPRING20", gift }), { ...context, member: false });
    expect(request.discountCode).toBe("SPRING20");
    expect(request.gift).toEqual({
      message: "Happy birthday!",
      recipientName: "Omar Haddad",
      recipientMobile: "050 765 4321",
    });
    expect(placeOrderRequestSchema.safeParse(request).success).toBe(true);
    const plain = placeOrderRequestOf(values({ gift: { ...gift, enabled: false } }), { ...context, member: false });
    expect(plain.gift).toBeUndefined();
    expect(plain.discountCode).toBeUndefined();
    const noMessage = placeOrderRequestOf(values({ gift: { ...gift, message: " " } }), { ...context, member: false });
    expect(noMessage.gift).not.toHaveProperty("message");
  });

  it("issue 16: a ticked gift needs the recipient's name and mobile, and a message of at most 250 characters", () => {
    const gift = { enabled: true, message: "x".repeat(251), recipient: "", mobile: "123" };
    const result = checkoutFormSchema("new", true).safeParse(values({ gift }));
    const keys = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [
        issue.path.join("."),
        fieldMessageKey(issue.path.join("."), issue.code),
      ]),
    );
    expect(keys).toEqual({
      "gift.message": "checkout.errors.message.too_big",
      "gift.recipient": "checkout.errors.recipient.too_small",
      "gift.mobile": "checkout.errors.mobile.invalid_format",
    });
    for (const key of Object.values(keys)) expect(typeof lookup(key), key).toBe("string");
    expect(checkoutFormSchema("new", false).safeParse(values({ gift })).success).toBe(true);
  });

  it("a quote carries a guest's lines, never a member's", () => {
    const base = {
      lines: context.lines,
      emirate: "sharjah" as const,
      paymentMethod: "card" as const,
      locale: "fr" as const,
    };
    expect(quoteRequestOf({ ...base, member: false }).lines).toEqual(context.lines);
    expect(quoteRequestOf({ ...base, member: true })).toEqual({
      emirate: "sharjah",
      paymentMethod: "card",
      locale: "fr",
    });
  });

  it("server field names find their form field", () => {
    expect(formFieldOf("deliverySlot")).toBe("deliverySlot");
    expect(formFieldOf("contact.email")).toBe("contact.email");
    expect(formFieldOf("email")).toBe("contact.email");
    expect(formFieldOf("area")).toBe("address.area");
    // "mobile" is both the contact's and the address's: not guessed.
    expect(formFieldOf("mobile")).toBeNull();
    expect(formFieldOf("expectedTotal")).toBeNull();
    // Issue 16: the gift's wire names find the gift's form fields.
    expect(formFieldOf("gift.recipientMobile")).toBe("gift.mobile");
    expect(formFieldOf("gift.recipientName")).toBe("gift.recipient");
    expect(formFieldOf("gift.message")).toBe("gift.message");
    expect(formFieldOf(undefined)).toBeNull();
  });
});
