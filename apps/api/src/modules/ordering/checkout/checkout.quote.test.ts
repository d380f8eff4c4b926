import { checkoutQuoteSchema, vatPart } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { fileTestContext } from "../../../../test/support/test-app";
import { checkoutKit } from "../../../../test/testkits/checkout.testkit";

// The quote: what an order would cost, computed by the server from its own prices.
const kit = checkoutKit(fileTestContext());

describe("POST /api/v1/checkout/quote", () => {
  it("VAT figures (5 % inclusive) are exact in fils: per line and of the total, with delivery and the COD fee", async () => {
    const a = await kit.sku({ price: 10000, stock: 5 });
    const b = await kit.sku({ price: 3333, discount: 15, stock: 5 });
    const res = await kit.quote({
      lines: [
        { skuId: a, qty: 1 },
        { skuId: b, qty: 3 },
      ],
      emirate: "sharjah",
    });
    expect(res.statusCode).toBe(200);
    const quote = checkoutQuoteSchema.parse(res.json().responceObj);
    const [la, lb] = [quote.lines.find((l) => l.skuId === a)!, quote.lines.find((l) => l.skuId === b)!];
    expect(la).toMatchObject({ unitPrice: 10000, discount: 0, unitNet: 10000, qty: 1, lineTotal: 10000, vat: 476 });
    // 33.33 AED less 15 % = 28.3305 -> 28.33; x3 = 84.99; VAT part 84.99 x 5/105 = 4.0471 -> 4.05
    expect(lb).toMatchObject({ unitPrice: 3333, discount: 15, unitNet: 2833, qty: 3, lineTotal: 8499, vat: 405 });
    // items 184.99 >= free-delivery threshold 200? no: Sharjah 20 AED; COD fee 5 AED
    expect(quote).toMatchObject({ items: 18499, delivery: 2000, codFee: 500, total: 20999, vat: 1000 });
    expect(quote.vat).toBe(vatPart(20999));
    expect(quote.lines.every((l) => l.available)).toBe(true);
  });

  it("free delivery from the threshold; no COD fee for card; VAT of 105.00 is exactly 5.00", async () => {
    const sku = await kit.sku({ price: 10500, stock: 5 });
    const card = checkoutQuoteSchema.parse(
      (await kit.quote({ lines: [{ skuId: sku, qty: 2 }], emirate: "fujairah", paymentMethod: "card" })).json()
        .responceObj,
    );
    expect(card).toMatchObject({ items: 21000, delivery: 0, codFee: 0, total: 21000, vat: 1000 });
    const one = checkoutQuoteSchema.parse(
      (await kit.quote({ lines: [{ skuId: sku, qty: 1 }], emirate: "dubai", paymentMethod: "cod" })).json().responceObj,
    );
    expect(one.lines[0]!.vat).toBe(500);
    expect(one).toMatchObject({ items: 10500, delivery: 1500, codFee: 500, total: 12500, vat: vatPart(12500) });
  });

  it("prices, discounts and totals sent by the client are ignored", async () => {
    const sku = await kit.sku({ price: 4000, stock: 5 });
    const res = await kit.quote({
      lines: [{ skuId: sku, qty: 1, price: 1, discount: 99, unitNet: 1, lineTotal: 1 }],
      emirate: "dubai",
      delivery: 0,
      codFee: 0,
      total: 1,
    });
    expect(res.json().responceObj).toMatchObject({ items: 4000, delivery: 1500, codFee: 500, total: 6000 });
  });

  it("a member's quote is of their server cart; a line over the stock is marked unavailable", async () => {
    const member = await kit.member();
    const sku = await kit.sku({ price: 2500, stock: 2 });
    await kit.post("/api/v2/cart/add", { skuId: sku, qty: 2 }, member.headers);
    await kit.setStock(sku, 1);
    const res = await kit.quote({ emirate: "ajman" }, member.headers);
    expect(res.statusCode).toBe(200);
    const quote = checkoutQuoteSchema.parse(res.json().responceObj);
    expect(quote.lines).toHaveLength(1);
    expect(quote.lines[0]).toMatchObject({ skuId: sku, qty: 2, available: false, stock: 1 });
  });

  it("a guest needs lines and an emirate; an unknown SKU is OUT_OF_STOCK", async () => {
    expect((await kit.quote({ emirate: "dubai" })).json().errorList[0]).toMatchObject({
      errorCode: "VALIDATION_FAILED",
      field: "lines",
    });
    const sku = await kit.sku({ price: 1000, stock: 1 });
    expect((await kit.quote({ lines: [{ skuId: sku, qty: 1 }] })).json().errorList[0].field).toBe("emirate");
    const unknown = await kit.quote({ lines: [{ skuId: 99_999_999, qty: 1 }], emirate: "dubai" });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toMatchObject({
      errorList: [{ errorCode: "OUT_OF_STOCK", field: "skuId" }],
      unavailable: [{ skuId: 99_999_999, available: 0 }],
    });
  });
});

describe("checkout with a refused token (issue 17: seen through the cluster test)", () => {
  it("a refused Bearer token is 401, never a silent guest; a stale session cookie alone still quotes as a visitor", async () => {
    const sku = await kit.sku({ price: 2500, stock: 5 });
    const body = { lines: [{ skuId: sku, qty: 1 }], emirate: "dubai" };
    const bearer = await kit.quote(body, { authorization: "Bearer not-a-token" });
    expect(bearer.statusCode).toBe(401);
    expect(bearer.json()).toMatchObject({ status: "FAILURE" });
    const cookie = await kit.quote(body, { cookie: "session=not-a-token" });
    expect(cookie.statusCode).toBe(200);
    expect(cookie.json().responceObj).toMatchObject({ items: 2500 });
  });
});
