import { vatPart } from "@shop/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "../../../../test/support/members";
import { fileTestContext } from "../../../../test/support/test-app";
import type { Headers } from "../../../../test/testkits/orders.testkit";
import { refundsKit } from "../../../../test/testkits/refunds.testkit";
import { renderOrderRefundMail } from "./refunds.mail";

/** Issue 15 "refund (full or per line, with restock choice) ... recorded for cash on delivery". */

const ctx = fileTestContext();
const k = refundsKit(ctx);
let manager: Headers;
beforeAll(async () => {
  manager = await k.staff("ROLE_MANAGER");
});

const errorOf = (res: { json(): { errorList: Array<{ errorCode: string; field?: string }> } }) =>
  res.json().errorList[0]!;

describe("recorded refunds of cash on delivery", () => {
  it("issue 15: one unit of a line of a delivered COD order: figures from the frozen prices, recorded, timeline, e-mail, audit", async () => {
    const order = await k.deliveredCod(
      [
        { price: 1000, qty: 3 },
        { price: 2550, qty: 1 },
      ],
      { locale: "fr" },
    );
    const res = await k.refund(manager, {
      number: order.number,
      lines: [{ orderLineId: order.lineIds[0], qty: 1 }],
      restock: false,
      reason: "Arrived with a broken pot",
    });
    expect(res.statusCode, res.body).toBe(200);
    const { refund, refunds, order: after } = res.json().responceObj;
    expect(refund).toMatchObject({
      amount: 1000,
      vat: vatPart(1000),
      charges: 0,
      method: "recorded",
      status: "succeeded",
    });
    expect(refund.lines).toEqual([{ orderLineId: order.lineIds[0], qty: 1, amount: 1000, vat: 48 }]);
    expect(refunds.lines[0]).toMatchObject({ refundedQty: 1, refundedVat: 48 });
    expect(refunds.refunded).toBe(1000);
    expect(after.status).toBe("delivered");
    expect(await k.refundedFils(order.number)).toBe(1000);
    const [event] = await k.refundEvents(order.number);
    expect(event).toMatchObject({ status: "delivered", actor: expect.stringMatching(/^user:\d+$/) });
    expect(event!.note).toMatch(
      /^Refund of 1 × Plant \(.+\), paid back by the shop\. Reason: Arrived with a broken pot$/,
    );
    expect(await k.refundMails(order.number)).toEqual([
      { to: "shopper@example.com", locale: "fr", amount: 1000, method: "recorded" },
    ]);
    const audits = await k.audits(order.number);
    expect(audits.map((a) => a.action)).toEqual(["order.refund"]);
    expect(audits[0]!.after).toMatchObject({ amount: 1000, vat: 48, method: "recorded", status: "succeeded" });
  });

  it("issue 15: per-line VAT to the fils: unit by unit gives back the line's own VAT; the last refund nets the order's VAT to zero", async () => {
    const order = await k.deliveredCod([
      { price: 1000, qty: 3 },
      { price: 1999, qty: 2 },
    ]);
    const vats: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await k.refund(manager, {
        number: order.number,
        lines: [{ orderLineId: order.lineIds[0], qty: 1 }],
        restock: false,
      });
      expect(res.statusCode, res.body).toBe(200);
      vats.push(res.json().responceObj.refund.vat);
    }
    // 3000 fils hold vatPart(3000) = 143 VAT: 48 + 47 + 48, never 3 x vatPart(1000) = 144.
    expect(vats).toEqual([48, 47, 48]);
    const rest = await k.refund(manager, { number: order.number, everything: true, restock: false });
    expect(rest.statusCode, rest.body).toBe(200);
    const { refund, refunds, order: after } = rest.json().responceObj;
    // The second line (3998) and the delivery charge (1500): what is left of the total.
    expect(refund).toMatchObject({ amount: 3998 + 1500, charges: 1500 });
    const total = 3000 + 3998 + 1500;
    expect(refunds.refunded).toBe(total);
    expect(refunds.refundedVat).toBe(vatPart(total));
    expect(refunds.blockedBy).toBe("nothing_left");
    expect(after).toMatchObject({ status: "refunded", paymentStatus: "refunded", total });
    expect(await k.refundedFils(order.number)).toBe(total);
    const rows = await k.refundRows(order.number);
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(total);
    expect(rows.reduce((sum, r) => sum + r.vat, 0)).toBe(vatPart(total));
    expect((await k.events(order.number)).map((e) => e.status).at(-2)).toBe("refunded");
  });

  it("issue 15: never more than is left: of a line, of the charges, of the order", async () => {
    const order = await k.deliveredCod([{ price: 2000, qty: 2 }]);
    const one = { orderLineId: order.lineIds[0], qty: 1 };
    expect(
      (await k.refund(manager, { number: order.number, lines: [one], charges: true, restock: false })).statusCode,
    ).toBe(200);
    const tooMany = await k.refund(manager, { number: order.number, lines: [{ ...one, qty: 2 }], restock: false });
    expect(tooMany.statusCode).toBe(409);
    expect(errorOf(tooMany)).toMatchObject({ errorCode: "CONFLICT", field: "lines.0.qty" });
    expect(tooMany.json().errorList[0].errorDesc).toContain("Only 1 of Plant");
    const chargesAgain = await k.refund(manager, { number: order.number, charges: true, restock: false });
    expect(errorOf(chargesAgain)).toMatchObject({ errorCode: "CONFLICT", field: "charges" });
    expect((await k.refund(manager, { number: order.number, everything: true, restock: false })).statusCode).toBe(200);
    const more = await k.refund(manager, { number: order.number, everything: true, restock: false });
    expect(errorOf(more)).toMatchObject({ errorCode: "CONFLICT", field: "number" });
    expect(await k.refundedFils(order.number)).toBe(5500);
    expect((await k.refundRows(order.number)).length).toBe(2);
  });

  it("issue 15: restock puts the refunded units back on the SKU; without it the stock stays", async () => {
    const order = await k.deliveredCod([{ price: 1500, qty: 4 }]);
    const sku = order.skus[0]!;
    const before = await k.stock(sku);
    const line = order.lineIds[0];
    await k.refund(manager, { number: order.number, lines: [{ orderLineId: line, qty: 1 }], restock: false });
    expect(await k.stock(sku)).toBe(before);
    const res = await k.refund(manager, {
      number: order.number,
      lines: [{ orderLineId: line, qty: 2 }],
      restock: true,
    });
    expect(res.json().responceObj.refund.restock).toBe(true);
    expect(await k.stock(sku)).toBe(before + 2);
    // The stock history shows the units put back by the refund.
    const history = await k.post("/api/v1/admin/stock/history", manager, { skuId: sku });
    expect(history.statusCode, history.body).toBe(200);
    const entries = history.json().responceObj.entries as Array<{
      kind: string;
      delta: number;
      orderNumber: string | null;
    }>;
    expect(entries.find((e) => e.kind === "refund")).toMatchObject({ delta: 2, orderNumber: order.number });
  });

  it("issue 15: cash on delivery not yet paid, and a card order waiting for its payment, are refused (cancel instead)", async () => {
    const cod = await k.orderAt([{ price: 1000, qty: 1 }], { status: "out_for_delivery" });
    const refused = await k.refund(manager, { number: cod.number, everything: true, restock: false });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ errorCode: "CONFLICT", field: "number" });
    expect(refused.json().errorList[0].errorDesc).toContain("after it has been delivered and paid");
    const card = await k.orderAt([{ price: 1000, qty: 1 }], { status: "pending_payment", paymentMethod: "card" });
    expect(errorOf(await k.refund(manager, { number: card.number, everything: true, restock: false }))).toMatchObject({
      errorCode: "CONFLICT",
    });
    const state = (await k.refunds(manager, cod.number)).json().responceObj.refunds;
    expect(state).toMatchObject({ blockedBy: "not_paid", method: "recorded", refunds: [] });
    expect(await k.refundRows(cod.number)).toEqual([]);
  });

  it("issue 15: bad input is VALIDATION_FAILED naming the field; an unknown order NOT_FOUND", async () => {
    const order = await k.deliveredCod([{ price: 1000, qty: 2 }]);
    const other = await k.deliveredCod([{ price: 1000, qty: 1 }]);
    const line = order.lineIds[0];
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ number: order.number, everything: true }, "restock"],
      [{ number: order.number, lines: [{ orderLineId: line, qty: 0 }], restock: false }, "lines.0.qty"],
      [{ number: order.number, lines: [{ orderLineId: line, qty: 1.5 }], restock: false }, "lines.0.qty"],
      [{ number: order.number, lines: [{ orderLineId: -1, qty: 1 }], restock: false }, "lines.0.orderLineId"],
      [{ number: order.number, restock: false }, "lines"],
      [{ number: order.number, everything: true, lines: [{ orderLineId: line, qty: 1 }], restock: false }, "lines"],
      [
        {
          number: order.number,
          lines: [
            { orderLineId: line, qty: 1 },
            { orderLineId: line, qty: 1 },
          ],
          restock: false,
        },
        "lines.1.orderLineId",
      ],
      [{ number: order.number, everything: true, restock: false, reason: "bad\u0000reason" }, "reason"],
      [{ number: order.number, everything: true, restock: false, reason: "x".repeat(501) }, "reason"],
      [
        { number: order.number, lines: [{ orderLineId: other.lineIds[0], qty: 1 }], restock: false },
        "lines.0.orderLineId",
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await k.refund(manager, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res), JSON.stringify(payload)).toMatchObject({ errorCode: "VALIDATION_FAILED", field });
    }
    const missing = await k.refund(manager, { number: "BST-NONE-0000", everything: true, restock: false });
    expect(errorOf(missing)).toMatchObject({ errorCode: "NOT_FOUND", field: "number" });
    expect(await k.refundRows(order.number)).toEqual([]);
    expect(await k.refundedFils(order.number)).toBe(0);
  });
});

describe("marking an order refunded", () => {
  it("issue 15: staff moving a paid order to refunded refund what is left first (one e-mail, with the amount)", async () => {
    const order = await k.deliveredCod([{ price: 1250, qty: 2 }]);
    await k.refund(manager, {
      number: order.number,
      lines: [{ orderLineId: order.lineIds[0], qty: 1 }],
      restock: false,
    });
    const res = await k.post("/api/v1/admin/orders/transition", manager, {
      number: order.number,
      to: "refunded",
      note: "Plants wilted in the heat",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().responceObj.order).toMatchObject({ status: "refunded", paymentStatus: "refunded" });
    expect((await k.refundRows(order.number)).map((r) => r.amount)).toEqual([1250, 1250 + 1500]);
    expect(await k.refundedFils(order.number)).toBe(order.total);
    expect((await k.refundMails(order.number)).map((m) => m.amount)).toEqual([1250, 2750]);
    expect((await k.mails(order.number)).filter((m) => m.template === "orderStatus")).toEqual([]);
    expect((await k.refundEvents(order.number)).at(-1)?.note).toContain("Reason: Plants wilted in the heat");
  });
});

describe("what the shopper sees", () => {
  it("issue 15: the shopper's order shows the refund (amount, date) and a timeline entry of kind refund", async () => {
    const member = await registerMember(ctx());
    const order = await k.deliveredCod([{ price: 4200, qty: 2 }], { userId: member.user.id, email: member.email });
    await k.refund(manager, {
      number: order.number,
      lines: [{ orderLineId: order.lineIds[0], qty: 1 }],
      restock: true,
    });
    const res = await k.post("/api/v1/orders/detail", member.headers, { number: order.number });
    expect(res.statusCode, res.body).toBe(200);
    const seen = res.json().responceObj.order;
    expect(seen.refunds).toEqual([{ amount: 4200, vat: vatPart(4200), method: "recorded", at: expect.any(String) }]);
    const entry = seen.events.find((e: { kind?: string }) => e.kind === "refund");
    expect(entry).toMatchObject({
      status: "delivered",
      actor: "staff",
      note: expect.stringContaining("Refund of 1 ×"),
    });
    // Tracking shows the entry too, and no amount.
    const track = await k.post("/api/v1/orders/track", null, { number: order.number, email: member.email });
    const tracked = track.json().responceObj.events.find((e: { kind?: string }) => e.kind === "refund");
    expect(tracked.note).not.toMatch(/AED|\d+\.\d\d/);
  });

  it("issue 15: the refund e-mail carries the amount in the shopper's language (Arabic right to left, text escaped)", () => {
    const mail = renderOrderRefundMail({
      template: "orderRefund",
      to: "a@example.com",
      locale: "ar",
      name: "<b>Aisha</b>",
      link: "https://shop.example/shop/trackorder?number=BST-1",
      refund: {
        number: "BST-1",
        amount: 10550,
        vat: 502,
        method: "card",
        items: ["1 × Fern (F-1)"],
        charges: 1500,
        reason: "<i>late</i>",
      },
    });
    expect(mail.subject).toContain("BST-1");
    expect(mail.text).toContain("AED 105.50");
    expect(mail.text).toContain("AED 15.00");
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).not.toContain("<b>Aisha</b>");
    expect(mail.html).not.toContain("<i>late</i>");
  });
});
