import { placeOrderResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { hasArabic, pdfPages } from "../../../../test/support/pdf-text";
import { envelope, fileTestContext } from "../../../../test/support/test-app";
import { checkoutKit, DUBAI_ADDRESS, dubaiDate, guest } from "../../../../test/testkits/checkout.testkit";
import { renderOrderConfirmation } from "../checkout/checkout.mail";
import { aed } from "../documents/documents.layout";

// Gift orders (issue 16, DESIGN "gift orders"): stored with the order, answered to the shopper and staff, told to
// the buyer by e-mail, and printed on the packing slip with the recipient and the message but no price.
const ctx = fileTestContext();
const kit = checkoutKit(ctx);
const GIFT = { message: "Happy birthday, Maryam! With love from Dubai.", recipientName: "Maryam Saeed" };
const ARABIC_MESSAGE = "عيد ميلاد سعيد يا مريم";
let admin: Record<string, string>;
let ips = 0;

beforeAll(async () => {
  admin = await kit.staff("ROLE_ADMIN");
});

/** A guest's COD gift order of one SKU at AED 20 to Dubai (AED 15 delivery, AED 5 COD fee: AED 40). */
async function giftOrder(gift: unknown, extra: Record<string, unknown> = {}) {
  const sku = await kit.sku({ price: 2000, stock: 10 });
  return kit.placeOrder(kit.guestOrder({ lines: [{ skuId: sku, qty: 1 }], expectedTotal: 4000, gift, ...extra }));
}

const orderOf = (res: { json(): { responceObj: unknown } }) =>
  placeOrderResponseSchema.parse(res.json().responceObj).order;
const get = (url: string) => ctx().app.inject({ method: "GET", url, headers: admin });
const track = (payload: Record<string, unknown>) =>
  ctx().app.inject({
    method: "POST",
    url: "/api/v1/orders/track",
    remoteAddress: `10.16.${++ips}.1`,
    payload: envelope(payload),
  });

describe("issue 16: placing a gift order", () => {
  it("a guest's gift is stored, answered (mobile normalised) and tracked without the recipient's mobile; the price is unchanged", async () => {
    const email = "gift-guest@example.com";
    const res = await giftOrder({ ...GIFT, recipientMobile: "055 987 6543" }, { contact: guest(email) });
    expect(res.statusCode, res.body).toBe(200);
    const order = orderOf(res);
    const gift = { ...GIFT, recipientMobile: "+971559876543" };
    expect(order.gift).toEqual(gift);
    expect(order.total).toBe(4000);
    const [row] = await kit.rows<{ gift: unknown }>(sql`select gift from orders where id = ${order.orderId}`);
    expect(row?.gift).toEqual(gift);

    const tracked = await track({ number: order.number, email });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json().responceObj.gift).toEqual({ recipientName: GIFT.recipientName, message: GIFT.message });
    expect(tracked.body).not.toContain("559876543");

    const detail = await kit.post("/api/v1/admin/orders/detail", { number: order.number }, admin);
    expect(detail.json().responceObj.order.gift).toEqual(gift);

    // The buyer's e-mail says it is a gift, for whom, and that the slip has no prices; the invoice is the same.
    const [mail] = await kit.confirmations(email);
    const rendered = renderOrderConfirmation(mail!.payload as never);
    expect(rendered.text).toContain("This order is a gift");
    expect(rendered.text).toContain("For Maryam Saeed; our courier will call +971559876543.");
    expect(rendered.text).toContain(`Your message: ${GIFT.message}`);
    expect(rendered.text).toContain("Total (VAT inclusive): AED 40.00");
    expect(rendered.html).toContain("This order is a gift");
  });

  it("a member's gift without a message answers message null; an order that is not a gift answers gift null", async () => {
    const member = await kit.member({ name: "Hind Member" });
    const sku = await kit.sku({ price: 2000, stock: 10 });
    const body = (gift?: unknown) => {
      const { contact: _c, ...rest } = kit.guestOrder({ lines: [{ skuId: sku, qty: 1 }], expectedTotal: 4000, gift });
      return rest;
    };
    const res = await kit.placeOrder(
      body({ recipientName: "Omar", recipientMobile: "+971 50 111 2233", message: "" }),
      member.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { number } = orderOf(res);
    const mine = await kit.post("/api/v1/orders/detail", { number }, member.headers);
    expect(mine.json().responceObj.order.gift).toEqual({
      message: null,
      recipientName: "Omar",
      recipientMobile: "+971501112233",
    });
    const plain = orderOf(await kit.placeOrder(body(), member.headers));
    expect(plain.gift).toBeNull();
    const again = await kit.post("/api/v1/orders/detail", { number: plain.number }, member.headers);
    expect(again.json().responceObj.order.gift).toBeNull();
  });

  it("a message with NUL, a lone surrogate or 251 characters, a foreign mobile or no name is VALIDATION_FAILED naming the field", async () => {
    const recipientMobile = "+971 55 987 6543";
    const cases: Array<[unknown, string]> = [
      [{ ...GIFT, recipientMobile, message: "Hello\u0000there" }, "gift.message"],
      [{ ...GIFT, recipientMobile, message: "Hello \ud800 there" }, "gift.message"],
      [{ ...GIFT, recipientMobile, message: "x".repeat(251) }, "gift.message"],
      [{ ...GIFT, recipientMobile: "+44 20 7946 0958" }, "gift.recipientMobile"],
      [{ ...GIFT, recipientMobile, recipientName: " " }, "gift.recipientName"],
    ];
    const before = await kit.rows<{ n: number }>(sql`select count(*)::int as n from orders where gift is not null`);
    for (const [gift, field] of cases) {
      const res = await giftOrder(gift);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field });
    }
    const after = await kit.rows<{ n: number }>(sql`select count(*)::int as n from orders where gift is not null`);
    expect(after[0]?.n).toBe(before[0]?.n);
    const longest = await giftOrder({ ...GIFT, recipientMobile, message: "y".repeat(250) });
    expect(longest.statusCode, longest.body).toBe(200);
  });
});

describe("issue 16: a gift and the idempotency key", () => {
  it("a retry with the key gets the same gift order; the same key with another message is CONFLICT", async () => {
    const sku = await kit.sku({ price: 2000, stock: 10 });
    const body = kit.guestOrder({
      lines: [{ skuId: sku, qty: 1 }],
      expectedTotal: 4000,
      gift: { ...GIFT, recipientMobile: "0559876543" },
    });
    const first = await kit.placeOrder(body);
    const again = await kit.placeOrder(body);
    expect(again.body).toBe(first.body);
    const other = await kit.placeOrder({ ...body, gift: { ...GIFT, recipientMobile: "0559876543", message: "Other" } });
    expect(other.statusCode).toBe(409);
    expect(other.json().errorList[0].errorCode).toBe("CONFLICT");
  });
});

describe("issue 16: the packing slip of a gift order", () => {
  it("prints 'Gift', the recipient, their mobile and the message, and no price or 'AED'; a plain slip keeps its amounts", async () => {
    const gift = orderOf(await giftOrder({ ...GIFT, recipientMobile: "0559876543" }));
    const [page = ""] = await pdfPages(
      (await get(`/api/v1/admin/orders/${gift.number}/packing-slip.pdf?lang=en`)).rawPayload,
    );
    for (const words of [
      "Gift",
      "Deliver to: Maryam Saeed",
      "+971559876543",
      GIFT.message,
      "Cash on delivery: the amount",
    ]) {
      expect(page).toContain(words);
    }
    for (const hidden of ["AED", aed(gift.total), aed(gift.lines[0]!.lineTotal), "Customer:", "+971501234567"]) {
      expect(page).not.toContain(hidden);
    }

    const plain = orderOf(await giftOrder(undefined));
    const [plainPage = ""] = await pdfPages(
      (await get(`/api/v1/admin/orders/${plain.number}/packing-slip.pdf?lang=en`)).rawPayload,
    );
    expect(plainPage).toContain(`Customer: ${DUBAI_ADDRESS.recipient}`);
    expect(plainPage).toContain(`Cash to collect: AED ${aed(plain.total)}`);
    expect(plainPage).not.toContain("Gift");
  });

  it("an Arabic message is shaped right to left on an Arabic slip and on an English one", async () => {
    const gift = orderOf(
      await giftOrder({ recipientName: "مريم سعيد", recipientMobile: "0559876543", message: ARABIC_MESSAGE }),
    );
    for (const lang of ["ar", "en"]) {
      const [page = ""] = await pdfPages(
        (await get(`/api/v1/admin/orders/${gift.number}/packing-slip.pdf?lang=${lang}`)).rawPayload,
      );
      expect(hasArabic(page, ARABIC_MESSAGE)).toBe(true);
      expect(hasArabic(page, "مريم سعيد")).toBe(true);
      expect(page).not.toContain("AED");
    }
    const [arabic = ""] = await pdfPages(
      (await get(`/api/v1/admin/orders/${gift.number}/packing-slip.pdf?lang=ar`)).rawPayload,
    );
    expect(hasArabic(arabic, "هدية")).toBe(true);
  });

  it("the day's slips: the gift's page has its message and no amount, the plain order's page its cash to collect", async () => {
    const date = dubaiDate(5);
    const plain = orderOf(await giftOrder(undefined, { deliveryDate: date, deliverySlot: "morning" }));
    const gift = orderOf(
      await giftOrder({ ...GIFT, recipientMobile: "0559876543" }, { deliveryDate: date, deliverySlot: "evening" }),
    );
    const pages = await pdfPages((await get(`/api/v1/admin/deliveries/packing-slips.pdf?date=${date}`)).rawPayload);
    const giftPage = pages.find((p) => p.includes(gift.number)) ?? "";
    const plainPage = pages.find((p) => p.includes(plain.number)) ?? "";
    expect(giftPage).toContain(GIFT.message);
    expect(giftPage).not.toContain("AED");
    expect(plainPage).toContain(`Cash to collect: AED ${aed(plain.total)}`);
  });
});
