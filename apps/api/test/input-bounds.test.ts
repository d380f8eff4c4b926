import { MAX_INT4, MAX_ORDER_TOTAL_FILS } from "@shop/shared";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandling } from "../src/plugins/errors";
import { createTestContext, type TestContext } from "./support/test-app";
import { checkoutKit, type Headers } from "./testkits/checkout.testkit";

/**
 * Issue "Hardening", fuzzing findings: inputs that answered 500. Each is now refused in the SPEC error shape by the
 * shared schemas (safeText, idField, filsField) or by the order size limit (ORDER_TOO_LARGE).
 */
let ctx: TestContext;
const kit = checkoutKit(() => ctx);
let member: Headers;
let staff: Headers;
beforeAll(async () => {
  ctx = await createTestContext();
  member = (await kit.member()).headers;
  staff = await kit.staff("ROLE_ADMIN");
});
afterAll(() => ctx?.close());

type Item = { errorCode: string; field?: string; errorDesc: string };
async function refused(res: { statusCode: number; body: string; json(): { errorList: Item[] } }, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().errorList).toContainEqual(expect.objectContaining({ errorCode: "VALIDATION_FAILED", field }));
}

const ADDRESS = {
  recipient: "Guest Shopper",
  emirate: "dubai",
  area: "Dubai Marina",
  street: "Al Marsa Street",
  building: "Marina Heights",
  mobile: "050 123 4567",
};

describe("security: NUL in any text field is VALIDATION_FAILED naming the field (PostgreSQL refuses NUL: was 500)", () => {
  it("in an address, a search, a suggestion, a product slug, a tracking e-mail and a login e-mail", async () => {
    const nul = "Al\u0000Marsa";
    await refused(
      await kit.post("/api/v1/user/addresses/add", { address: { ...ADDRESS, street: nul } }, member),
      "address.street",
    );
    await refused(
      await kit.post("/api/v1/displayproducts/search", {
        filtercriteria: [{ filterBy: "productName", filtervalue: nul }],
      }),
      "filtercriteria.0.filtervalue",
    );
    await refused(await kit.post("/api/v1/displayproducts/suggest", { q: nul }), "q");
    await refused(await kit.post("/api/v1/displayproducts/product", { slug: nul }), "slug");
    await refused(
      await kit.post("/api/v1/orders/track", { number: "BST-2222-3333", email: `a${nul}@example.com` }),
      "email",
    );
    await refused(
      await kit.post("/api/v1/user/login", { email: `a${nul}@example.com`, password: "whatever-it-is" }),
      "email",
    );
  });
});

describe("security: a lone UTF-16 surrogate is VALIDATION_FAILED (JSON text columns refused it: was 500)", () => {
  it("in the invoice's legal name (settings, JSON), a guest order's address and a new member's name (e-mail outbox)", async () => {
    await refused(
      await kit.post(
        "/api/v1/admin/tax-identity/update",
        { identity: { trn: "100000000000003", legalName: "Bustan \ud800" } },
        staff,
      ),
      "identity.legalName",
    );
    const skuId = await kit.sku({ price: 10_000, stock: 5 });
    const lines = [{ skuId, qty: 1 }];
    const quote = await kit.quote({ lines, emirate: "dubai" });
    const order = kit.guestOrder({
      lines,
      address: { ...ADDRESS, notes: "Ring twice \udc00" },
      expectedTotal: quote.json().responceObj.total,
    });
    await refused(await kit.placeOrder(order), "address.notes");
    await refused(
      await kit.post("/api/v1/user/register", {
        userRegPld: { name: "Lone \ud83d", email: "lone@example.com", password: "Green-fern-2024!" },
      }),
      "userRegPld.name",
    );
  });
});

describe("security: ids above the int4 range are VALIDATION_FAILED (they passed the schemas and overflowed: was 500)", () => {
  for (const id of [2 ** 31, 2 ** 53 - 1]) {
    it(`id ${id} in the cart, the wish list, the address book, delivery and checkout`, async () => {
      await refused(await kit.post("/api/v2/cart/add", { skuId: id }, member), "skuId");
      await refused(await kit.post("/api/v2/cart/delete", { cartId: id }, member), "cartId");
      await refused(await kit.post("/api/v2/wishlist/add", { skuId: id }, member), "skuId");
      await refused(await kit.post("/api/v2/wishlist/delete", { wishListId: id }, member), "wishListId");
      await refused(await kit.post("/api/v1/user/addresses/delete", { addressId: id }, member), "addressId");
      await refused(await kit.post("/api/v1/user/loadShipmentDetails", { addressId: id }, member), "addressId");
      await refused(await kit.quote({ lines: [{ skuId: id, qty: 1 }], emirate: "dubai" }), "lines.0.skuId");
    });
  }

  it(`MAX_INT4 (${MAX_INT4}) itself is a valid id: an unknown one, not a failure`, async () => {
    const res = await kit.post("/api/v2/wishlist/add", { skuId: MAX_INT4 }, member);
    expect(res.statusCode, res.body).toBe(404);
  });

  it("a price filter bound above the int4 range (1e308 passed as a whole number) is VALIDATION_FAILED", async () => {
    for (const filterValues of [[0, 1e308], [2 ** 31]]) {
      await refused(
        await kit.post("/api/v1/displayproducts/search", {
          filtercriteria: [{ filterBy: "price", filtercond: "between", filterValues }],
        }),
        "filtercriteria.0.filterValues",
      );
    }
  });

  it("amounts in fils are bounded to their columns: expectedTotal, the free-delivery threshold", async () => {
    const skuId = await kit.sku({ price: 5_000, stock: 5 });
    await refused(
      await kit.placeOrder(kit.guestOrder({ lines: [{ skuId, qty: 1 }], expectedTotal: 2 ** 53 })),
      "expectedTotal",
    );
    const settings = (await kit.post("/api/v1/admin/delivery/load", {}, staff)).json().responceObj.settings;
    await refused(
      await kit.post("/api/v1/admin/delivery/update", { settings: { ...settings, freeAbove: 2 ** 31 } }, staff),
      "settings.freeAbove",
    );
  });
});

describe(`security: an order above ${MAX_ORDER_TOTAL_FILS} fils is ORDER_TOO_LARGE (422) for the quote and placeOrder alike`, () => {
  /** Two SKUs of 200,000 AED: 99 of each come to 39.6 million AED, above what int4 holds in fils. */
  async function hugeLines() {
    const a = await kit.sku({ price: 20_000_000, stock: 500 });
    const b = await kit.sku({ price: 20_000_000, stock: 500 });
    return [
      { skuId: a, qty: 99 },
      { skuId: b, qty: 99 },
    ];
  }

  it("the quote was 200 with a total no column can hold; now 422 naming lines", async () => {
    const res = await kit.quote({ lines: await hugeLines(), emirate: "dubai" });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      status: "FAILURE",
      errorList: [
        {
          errorCode: "ORDER_TOO_LARGE",
          errorDesc: expect.stringContaining("AED 1,000,000.00"),
          suggesstion: expect.any(String),
          field: "lines",
        },
      ],
    });
  });

  it("placeOrder with that order's exact total (was 500 at the insert) is VALIDATION_FAILED on expectedTotal", async () => {
    const lines = await hugeLines();
    // Items and the 5 AED cash-on-delivery fee (delivery is free).
    const exactTotal = 2 * 99 * 20_000_000 + 500;
    await refused(await kit.placeOrder(kit.guestOrder({ lines, expectedTotal: exactTotal })), "expectedTotal");
  });

  it("placeOrder with any total the schema takes answers ORDER_TOO_LARGE, and takes no stock", async () => {
    const lines = await hugeLines();
    const res = await kit.placeOrder(kit.guestOrder({ lines, expectedTotal: MAX_INT4 }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errorList[0]).toMatchObject({ errorCode: "ORDER_TOO_LARGE", field: "lines" });
    expect(await kit.stock(lines[0]!.skuId)).toBe(500);
  });

  it("an order of exactly the limit is quoted and placed; one fils more is refused by both", async () => {
    // 99 x 10,000 AED + 9,995 AED, plus the 5 AED cash-on-delivery fee (delivery is free): 1,000,000.00 AED.
    const big = await kit.sku({ price: 1_000_000, stock: 200 });
    const rest = await kit.sku({ price: 999_500, stock: 5 });
    const lines = [
      { skuId: big, qty: 99 },
      { skuId: rest, qty: 1 },
    ];
    const quote = await kit.quote({ lines, emirate: "dubai", paymentMethod: "cod" });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().responceObj.total).toBe(MAX_ORDER_TOTAL_FILS);
    const placed = await kit.placeOrder(kit.guestOrder({ lines, expectedTotal: MAX_ORDER_TOTAL_FILS }));
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().responceObj.order.total).toBe(MAX_ORDER_TOTAL_FILS);

    await kit.rows(sql`update skus set price_fils = 999501 where id = ${rest}`);
    const over = await kit.quote({ lines, emirate: "dubai", paymentMethod: "cod" });
    expect(over.statusCode, over.body).toBe(422);
    const refusedOrder = await kit.placeOrder(kit.guestOrder({ lines, expectedTotal: MAX_ORDER_TOTAL_FILS + 1 }));
    expect(refusedOrder.statusCode, refusedOrder.body).toBe(422);
  });

  it("the limit and the code are in the OpenAPI descriptions of both calls", async () => {
    const doc = (await ctx.app.inject({ url: "/api/docs/json" })).json();
    for (const path of ["/api/v1/checkout/quote", "/api/v1/checkout/placeOrder"]) {
      const op = doc.paths[path].post;
      expect(op.description).toContain("ORDER_TOO_LARGE (422");
      expect(op.description).toContain(String(MAX_ORDER_TOTAL_FILS));
      expect(op.responses).toHaveProperty("422");
    }
  });
});

describe("defence in depth: a value PostgreSQL refuses (SQLSTATE class 22) on a path no schema guards", () => {
  /** A bare app with the shop's error handler and one route that sends the value to the test database. */
  async function appSending(statement: (value: string) => ReturnType<typeof sql>) {
    const app = Fastify();
    registerErrorHandling(app);
    app.post<{ Body: { value: string } }>("/probe", async (request) => {
      await ctx.database.db.execute(statement(request.body.value));
      return { ok: true };
    });
    await app.ready();
    return app;
  }

  it("NUL in text, a lone surrogate in JSON, an int4 overflow and a malformed date answer 400 BAD_REQUEST, without the database's words", async () => {
    const cases: Array<[(value: string) => ReturnType<typeof sql>, string]> = [
      [(v) => sql`select ${v}::text`, "a\u0000b"],
      // The six characters of the JSON escape: PostgreSQL's JSON parser refuses a high surrogate alone.
      [(v) => sql`select ${v}::jsonb`, '"\\ud800"'],
      [(v) => sql`select ${v}::int`, "2147483648"],
      [(v) => sql`select ${v}::date`, "2026-02-30"],
    ];
    for (const [statement, value] of cases) {
      const app = await appSending(statement);
      const res = await app.inject({ method: "POST", url: "/probe", payload: { value } });
      await app.close();
      expect(res.statusCode, `${value}: ${res.body}`).toBe(400);
      expect(res.json().errorList).toEqual([
        {
          errorCode: "BAD_REQUEST",
          errorDesc: "A value in the request cannot be stored.",
          suggesstion: expect.any(String),
        },
      ]);
      expect(res.body).not.toMatch(/select|invalid|range|syntax|jsonb|integer/i);
    }
  });

  it("an error of our own SQL (a syntax error) is still a 500 INTERNAL_ERROR: it is a bug, not bad input", async () => {
    const app = await appSending((v) => sql`select ${v} from`);
    const res = await app.inject({ method: "POST", url: "/probe", payload: { value: "x" } });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json().errorList[0].errorCode).toBe("INTERNAL_ERROR");
  });
});
