import { type DiscountCode, discountCodeAddRequestSchema } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { categoryOptions, discountFormOf, discountPayload, emptyDiscountForm } from "./discount-form-values";

describe("the discount code form (issue 16)", () => {
  it("issue 16: a fixed amount in AED becomes fils, Dubai local times become instants, empty limits none", () => {
    const payload = discountPayload({
      ...emptyDiscountForm,
      code: " spring ",
      kind: "fixed",
      value: "15.5",
      minimum: "١٠٠",
      startsAt: "2026-12-01T10:00",
      endsAt: "2026-12-31T23:59",
      usageLimit: "50",
    });
    expect(payload).toEqual({
      code: " spring ",
      kind: "fixed",
      value: 1550,
      minSubtotal: 10000,
      categoryId: null,
      startsAt: "2026-12-01T06:00:00.000Z",
      endsAt: "2026-12-31T19:59:00.000Z",
      usageLimit: 50,
      perCustomerLimit: null,
    });
    expect(discountCodeAddRequestSchema.parse(payload).code).toBe("SPRING");
  });

  it("issue 16: what cannot be read is refused by the shared schema on its own field", () => {
    const payload = discountPayload({ ...emptyDiscountForm, code: "OK1", value: "ten", startsAt: "tomorrow" });
    const fields = discountCodeAddRequestSchema.safeParse(payload).error?.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(["value", "startsAt"]));
  });

  it("issue 16: a saved code fills the form back in Dubai time, and saves unchanged", () => {
    const code = {
      code: "GIFT",
      kind: "fixed",
      value: 2500,
      minSubtotal: 0,
      categoryId: 4,
      startsAt: "2026-12-01T06:00:00.000Z",
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: 1,
    } as DiscountCode;
    const form = discountFormOf(code);
    expect(form).toMatchObject({ value: "25.00", minimum: "", categoryId: "4", startsAt: "2026-12-01T10:00" });
    expect(discountPayload(form)).toEqual({
      code: "GIFT",
      kind: "fixed",
      value: 2500,
      minSubtotal: 0,
      categoryId: 4,
      startsAt: "2026-12-01T06:00:00.000Z",
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: 1,
    });
  });

  it("issue 16: categories listed as a tree, children under their parent, in the page's language", () => {
    const cat = (id: number, parentId: number | null, position: number, en: string, ar?: string) =>
      ({ id, parentId, position, name: { en, ar }, slug: en, image: null, hidden: false }) as never;
    const options = categoryOptions(
      [cat(2, null, 1, "Pots", "أصص"), cat(3, 1, 0, "Cacti"), cat(1, null, 0, "Plants")],
      "ar",
    );
    expect(options.map((o) => o.label)).toEqual(["Plants", "\u2014 Cacti", "أصص"]);
  });
});
