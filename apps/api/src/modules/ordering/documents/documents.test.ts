import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "../../../../test/support/members";
import { hasArabic, pdfPages } from "../../../../test/support/pdf-text";
import { fileTestContext } from "../../../../test/support/test-app";
import { ordersClient } from "../../../../test/testkits/orders.testkit";
import { aed } from "./documents.layout";
import { invoiceNumberOf } from "./invoice.pdf";

const ctx = fileTestContext();
const c = ordersClient(ctx);
const TRN = "100234567800003";
let admin: Record<string, string>;

beforeAll(async () => {
  admin = await c.staff("ROLE_ADMIN");
  // The shop details staff set in the settings (part F's call): what the invoice prints as the supplier.
  const res = await c.post("/api/v1/admin/shop-details/update", admin, {
    details: {
      legalName: "Bustan Plants Trading L.L.C.",
      trn: TRN,
      address: "Unit 12, Al Quoz 3, Dubai, UAE",
      phone: "+971 4 555 0101",
      chatNumber: "+971 50 555 0101",
      email: "accounts@bustan.ae",
      social: [],
    },
  });
  expect(res.statusCode).toBe(200);
});

const get = (url: string, headers: Record<string, string> = admin) => ctx().app.inject({ method: "GET", url, headers });

/** An order of two lines with a COD fee, named and addressed in the given script. */
async function arabicReadyOrder(options: { userId?: number; locale: string; lineName: string; name: string }) {
  const skus = await c.freshSkus(2);
  const placed = await c.placeOrder({
    userId: options.userId ?? null,
    locale: options.locale,
    name: options.name,
    lines: [
      { skuId: skus[0]!, qty: 2 },
      { skuId: skus[1]!, qty: 1 },
    ],
  });
  await c.rows(sql`update order_lines set name = ${options.lineName} where order_id = ${placed.orderId}`);
  await c.rows(sql`update orders set cod_fee_fils = 500, total_fils = total_fils + 500,
    vat_fils = round((total_fils + 500) * 5 / 105.0) where id = ${placed.orderId}`);
  const [order] = await c.rows<{ total: number; vat: number }>(
    sql`select total_fils as total, vat_fils as vat from orders where id = ${placed.orderId}`,
  );
  const lines = await c.rows<{ vat: number; total: number }>(
    sql`select vat_fils as vat, line_total_fils as total from order_lines where order_id = ${placed.orderId} order by id`,
  );
  return { ...placed, total: Number(order!.total), vat: Number(order!.vat), lines };
}

describe("issue 15: the tax invoice PDF", () => {
  it("English: 'Tax Invoice', the settings' legal name and TRN, the invoice number, each line's VAT, the total", async () => {
    const order = await arabicReadyOrder({ locale: "en", lineName: "Fiddle Leaf Fig", name: "Noura Khalil" });
    const res = await get(`/api/v1/admin/orders/${order.number}/invoice.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^inline; filename="tax-invoice-INV-\d{8}-BST-[^"]+\.pdf"$/);
    const [page] = await pdfPages(res.rawPayload);
    const supplier = ["Bustan Plants Trading L.L.C.", "Unit 12, Al Quoz 3, Dubai, UAE", "+971 4 555 0101"];
    for (const words of ["Tax Invoice", ...supplier, TRN, invoiceNumberOf(order.orderId)]) {
      expect(page).toContain(words);
    }
    for (const line of order.lines) {
      expect(page).toContain(aed(Number(line.vat)));
      expect(page).toContain(aed(Number(line.total)));
    }
    expect(page).toContain("Cash on delivery fee");
    expect(page).toContain(`AED ${aed(order.total)}`);
    expect(page).toContain(`AED ${aed(order.vat)}`);
    expect(page).toContain(`AED ${aed(order.total - order.vat)}`);
    expect(page).toContain("Noura Khalil");
  });

  it("Arabic: right-to-left Arabic words with the English beside them, the TRN, each line's VAT and the total", async () => {
    const order = await arabicReadyOrder({ locale: "ar", lineName: "نبتة الصبار", name: "محمد علي" });
    const res = await get(`/api/v1/admin/orders/${order.number}/invoice.pdf`);
    expect(res.statusCode).toBe(200);
    const [page = ""] = await pdfPages(res.rawPayload);
    expect(hasArabic(page, "فاتورة ضريبية")).toBe(true);
    expect(hasArabic(page, "الرقم الضريبي")).toBe(true);
    expect(hasArabic(page, "نبتة الصبار")).toBe(true);
    expect(hasArabic(page, "محمد علي")).toBe(true);
    expect(hasArabic(page, "حديقة")).toBe(false);
    expect(page).toContain("Tax Invoice");
    expect(page).toContain(TRN);
    for (const line of order.lines) expect(page).toContain(aed(Number(line.vat)));
    expect(page).toContain(aed(order.total));
  });

  it("refunds show as credit lines with the net after them", async () => {
    const order = await arabicReadyOrder({ locale: "en", lineName: "Snake Plant", name: "Omar" });
    await c.rows(sql`insert into order_refunds (order_id, amount_fils, vat_fils, method, status)
      values (${order.orderId}, 1050, 50, 'recorded', 'succeeded')`);
    await c.rows(sql`update orders set refunded_fils = 1050 where id = ${order.orderId}`);
    const [page] = await pdfPages((await get(`/api/v1/admin/orders/${order.number}/invoice.pdf?lang=en`)).rawPayload);
    expect(page).toContain("Refunds (credit)");
    expect(page).toContain("AED -10.50");
    expect(page).toContain(`AED ${aed(order.total - 1050)}`);
  });

  it("the shopper gets their own order's invoice; another member's order is the same 404 as an unknown one", async () => {
    const owner = await registerMember(ctx());
    const other = await registerMember(ctx());
    const order = await arabicReadyOrder({ userId: owner.user.id, locale: "fr", lineName: "Monstera", name: "Léa" });
    const own = await get(`/api/v1/orders/${order.number}/invoice.pdf`, owner.headers);
    expect(own.statusCode).toBe(200);
    const [page] = await pdfPages(own.rawPayload);
    expect(page).toContain("Facture fiscale");
    expect(page).toContain("Tax Invoice");
    expect(page).toContain(TRN);
    const theirs = await get(`/api/v1/orders/${order.number}/invoice.pdf`, other.headers);
    const unknown = await get("/api/v1/orders/BST-NONE-0000/invoice.pdf", other.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().errorList[0].errorCode).toBe("NOT_FOUND");
    expect(theirs.body).toBe(unknown.body);
    expect((await get(`/api/v1/orders/${order.number}/invoice.pdf`, {})).statusCode).toBe(401);
  });

  it("invoice date and date of supply are Asia/Dubai days: placed 00:30 and delivered 00:15 Dubai time", async () => {
    const { number, orderId } = await c.placeOrder({ createdAt: new Date("2030-01-10T20:30:00Z") });
    await c.rows(sql`insert into order_events (order_id, status, actor, created_at)
      values (${orderId}, 'delivered', 'staff', '2030-01-15T20:15:00Z')`);
    await c.rows(sql`update orders set status = 'delivered' where id = ${orderId}`);
    const [page] = await pdfPages((await get(`/api/v1/admin/orders/${number}/invoice.pdf`)).rawPayload);
    expect(page).toContain("Invoice date: 2030-01-11");
    expect(page).toContain("Date of supply: 2030-01-16");
  });

  it("an order never paid or cancelled has no tax invoice (CONFLICT)", async () => {
    const { number } = await c.placeOrder({ status: "cancelled" });
    const res = await get(`/api/v1/admin/orders/${number}/invoice.pdf`);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorList[0].errorCode).toBe("CONFLICT");
  });
});

describe("issue 15: packing slips", () => {
  it("one order: number, delivery, customer, mobile, SKU codes and options, cash to collect, and no prices", async () => {
    const order = await arabicReadyOrder({ locale: "en", lineName: "Aloe Vera", name: "Sara Haddad" });
    const [codes] = await Promise.all([
      c.rows<{ code: string }>(sql`select sku_code as code from order_lines where order_id = ${order.orderId}`),
    ]);
    const res = await get(`/api/v1/admin/orders/${order.number}/packing-slip.pdf?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`inline; filename="packing-slip-${order.number}.pdf"`);
    const [page] = await pdfPages(res.rawPayload);
    for (const words of [order.number, "2030-01-15", "Morning", "Sara Haddad", "+971501234567", "Pot M"]) {
      expect(page).toContain(words);
    }
    for (const { code } of codes) expect(page).toContain(code);
    expect(page).toContain(`Cash to collect: AED ${aed(order.total)}`);
    for (const line of order.lines) expect(page).not.toContain(aed(Number(line.total)));
  });

  it("a day's slips for an emirate and slot: only those orders to pack, one after another; bad input names the field", async () => {
    const date = "2031-03-03";
    const a = await c.placeOrder({ deliveryDate: date, deliverySlot: "evening" });
    const b = await c.placeOrder({ deliveryDate: date, deliverySlot: "morning", status: "preparing" });
    const cancelled = await c.placeOrder({ deliveryDate: date, deliverySlot: "morning", status: "cancelled" });
    const res = await get(`/api/v1/admin/deliveries/packing-slips.pdf?date=${date}&emirate=&slot=`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`inline; filename="packing-slips-${date}.pdf"`);
    const pages = await pdfPages(res.rawPayload);
    expect(pages).toHaveLength(2);
    // Morning before evening: the drivers' order.
    expect(pages[0]).toContain(b.number);
    expect(pages[1]).toContain(a.number);
    expect(pages.join(" ")).not.toContain(cancelled.number);

    const evening = await get(`/api/v1/admin/deliveries/packing-slips.pdf?date=${date}&emirate=dubai&slot=evening`);
    expect(await pdfPages(evening.rawPayload)).toHaveLength(1);
    const none = await pdfPages(
      (await get(`/api/v1/admin/deliveries/packing-slips.pdf?date=${date}&emirate=sharjah`)).rawPayload,
    );
    expect(none).toEqual(["No orders to pack for this day and filter."]);

    const bad = await get("/api/v1/admin/deliveries/packing-slips.pdf?date=2031-02-30");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "date" });
  });

  it("2,000 orders of a day stream as 2,000 pages without holding the day in memory", async () => {
    const date = "2032-05-05";
    const template = await c.placeOrder({ deliveryDate: "2032-05-04" });
    // Copies of one order (and its lines) on the day: what a busy day looks like to the slips.
    await c.rows(sql`insert into orders (number, user_id, email, mobile, name, locale, address, emirate, delivery_date,
        delivery_slot, payment_method, payment_status, status, items_fils, delivery_fils, cod_fee_fils, total_fils, vat_fils)
      select 'BST-BULK-' || g, null, email, mobile, name || ' ' || g, locale, address, emirate, ${date}::date,
        delivery_slot, payment_method, payment_status, 'confirmed', items_fils, delivery_fils, cod_fee_fils, total_fils, vat_fils
        from orders, generate_series(1, 2000) g where id = ${template.orderId}`);
    await c.rows(sql`insert into order_lines (order_id, sku_id, product_id, name, sku_code, options, unit_price_fils,
        discount_pct, unit_net_fils, qty, line_total_fils, vat_fils)
      select o.id, l.sku_id, l.product_id, l.name, l.sku_code, l.options, l.unit_price_fils, l.discount_pct,
        l.unit_net_fils, l.qty, l.line_total_fils, l.vat_fils
        from orders o join order_lines l on l.order_id = ${template.orderId} where o.number like 'BST-BULK-%'`);

    // Read as a client would, a chunk at a time (inject's stream keeps backpressure): nothing here holds the PDF.
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const started = Date.now();
    const res = await ctx().app.inject({
      method: "GET",
      url: `/api/v1/admin/deliveries/packing-slips.pdf?date=${date}`,
      headers: admin,
      payloadAsStream: true,
    });
    expect(res.statusCode).toBe(200);
    let bytes = 0;
    let pages = 0;
    let firstChunkAt = 0;
    let tail = "";
    for await (const chunk of res.stream()) {
      firstChunkAt ||= Date.now();
      bytes += chunk.length;
      const text = tail + chunk.toString("latin1");
      pages += text.match(/\/Type \/Page\n/g)?.length ?? 0;
      tail = text.slice(-16).replace(/[\s\S]*\/Type \/Page\n/, "");
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    const finished = Date.now();
    expect(tail).toContain("%%EOF");
    expect(pages).toBe(2000);
    // The first pages leave long before the last are drawn: the day is written as it is read.
    expect(firstChunkAt - started).toBeLessThan((finished - started) / 3);
    // 2,000 slips make a PDF of several MB; the server's heap grows by far less than the day would take at once.
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);
    expect(bytes).toBeGreaterThan(2000 * 1000);
  }, 240_000);
});

describe("issue 15: the documents' routes are role-checked before anything else", () => {
  it("a shopper is FORBIDDEN on the staff PDFs, a visitor UNAUTHORIZED", async () => {
    const shopper = await c.staff("ROLE_USER");
    const { number } = await c.placeOrder();
    for (const url of [
      `/api/v1/admin/orders/${number}/invoice.pdf`,
      `/api/v1/admin/orders/${number}/packing-slip.pdf`,
      "/api/v1/admin/deliveries/packing-slips.pdf?date=2030-01-15",
    ]) {
      expect((await get(url, shopper)).statusCode).toBe(403);
      expect((await get(url, {})).statusCode).toBe(401);
    }
  });
});
