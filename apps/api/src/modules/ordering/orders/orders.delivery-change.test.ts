import { addDays, dubaiClock } from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileTestContext } from "../../../../test/support/test-app";
import { ordersClient } from "../../../../test/testkits/orders.testkit";
import { renderDeliveryChangedMail } from "./orders.delivery-change.mail";

const ctx = fileTestContext();
const c = ordersClient(ctx);
const CHANGE = "/api/v1/admin/orders/delivery/change";

/** Dates inside the delivery window, past today's cut-off whatever the hour (tomorrow and after, Dubai time). */
const inDays = (n: number) => addDays(dubaiClock(new Date()).date, n);
let manager: Record<string, string>;

beforeAll(async () => {
  manager = await c.staff("ROLE_MANAGER");
});

const audits = (number: string) =>
  c.rows<{ action: string; after: { deliveryDate: string } }>(
    sql`select action, after from audit_log where entity = 'order' and entity_id = ${number} order by id`,
  );

describe("issue 15: changing an order's delivery before dispatch", () => {
  it("moves the booking to the new slot, writes a 'delivery' event, e-mails the shopper in their locale, audits", async () => {
    const [from, to] = [inDays(2), inDays(3)];
    const order = await c.placeOrder({ deliveryDate: from, deliverySlot: "morning", locale: "fr" });
    const before = { old: await c.booked(from, "morning"), new: await c.booked(to, "evening") };
    const res = await c.post(CHANGE, manager, {
      number: order.number,
      deliveryDate: to,
      deliverySlot: "evening",
      address: {
        recipient: "Layla Haddad",
        emirate: "dubai",
        area: "Jumeirah",
        street: "Al Wasl Road",
        building: "Villa 12",
        mobile: "050 123 4567",
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().responceObj.order).toMatchObject({
      deliveryDate: to,
      deliverySlot: "evening",
      address: { area: "Jumeirah", building: "Villa 12", mobile: "+971501234567" },
    });
    expect(await c.booked(from, "morning")).toBe(before.old - 1);
    expect(await c.booked(to, "evening")).toBe(before.new + 1);
    const [event] = await c.rows<{ kind: string; status: string; note: string }>(sql`
      select kind, status, note from order_events where order_id = ${order.orderId} order by id desc limit 1`);
    expect(event).toMatchObject({ kind: "delivery", status: "confirmed" });
    expect(event!.note).toContain(`to ${to} evening`);
    expect(event!.note).toContain("Villa 12, Al Wasl Road, Jumeirah");
    const [mail] = await c.rows<{ template: string; locale: string }>(sql`
      select payload->>'template' as template, payload->>'locale' as locale from outbox
       where payload->'order'->>'number' = ${order.number} and payload->>'template' = 'orderDeliveryChanged'`);
    expect(mail).toEqual({ template: "orderDeliveryChanged", locale: "fr" });
    expect((await audits(order.number)).map((a) => a.action)).toEqual(["order.delivery"]);
  });

  it("a full slot is CONFLICT and nothing changes: booking, order, timeline, outbox, audit", async () => {
    const [from, full] = [inDays(4), inDays(5)];
    const order = await c.placeOrder({ deliveryDate: from, deliverySlot: "afternoon" });
    await c.rows(sql`insert into slot_bookings (delivery_date, slot, booked) values (${full}, 'morning', 40)
      on conflict (delivery_date, slot) do update set booked = 40`);
    const events = (await c.events(order.number)).length;
    const bookedBefore = await c.booked(from, "afternoon");
    const res = await c.post(CHANGE, manager, { number: order.number, deliveryDate: full, deliverySlot: "morning" });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorList[0]).toMatchObject({ errorCode: "CONFLICT" });
    expect(await c.booked(from, "afternoon")).toBe(bookedBefore);
    expect(await c.booked(full, "morning")).toBe(40);
    const [row] = await c.rows<{ date: string; slot: string }>(sql`
      select delivery_date::text as date, delivery_slot as slot from orders where id = ${order.orderId}`);
    expect(row).toEqual({ date: from, slot: "afternoon" });
    expect(await c.events(order.number)).toHaveLength(events);
    expect(await audits(order.number)).toEqual([]);
  });

  it("an order out for delivery (or delivered, cancelled) is CONFLICT", async () => {
    for (const status of ["out_for_delivery", "delivered", "cancelled"] as const) {
      const order = await c.placeOrder({ status, deliveryDate: inDays(2) });
      const res = await c.post(CHANGE, manager, { number: order.number, deliveryDate: inDays(3) });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().errorList[0].errorCode).toBe("CONFLICT");
    }
  });

  it("bad input is VALIDATION_FAILED naming the field", async () => {
    const order = await c.placeOrder({ deliveryDate: inDays(2), deliverySlot: "morning" });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ deliveryDate: "2030-02-30" }, "deliveryDate"],
      [{ deliveryDate: inDays(60) }, "deliveryDate"],
      [{ deliverySlot: "midnight" }, "deliverySlot"],
      [{}, "deliveryDate"],
      [{ deliveryDate: inDays(2), deliverySlot: "morning" }, "deliveryDate"],
      [
        { address: { recipient: "A", emirate: "dubai", area: "", street: "x", building: "y", mobile: "0501234567" } },
        "area",
      ],
      [
        { address: { recipient: "A", emirate: "dubai", area: "B", street: "x", building: "y", mobile: "12" } },
        "mobile",
      ],
      [
        {
          address: { recipient: "A", emirate: "sharjah", area: "B", street: "x", building: "y", mobile: "0501234567" },
        },
        "address.emirate",
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await c.post(CHANGE, manager, { number: order.number, ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const error = res.json().errorList[0];
      expect(error.errorCode).toBe("VALIDATION_FAILED");
      expect(`${error.field ?? ""} ${error.errorDesc}`, JSON.stringify(payload)).toContain(field);
    }
    expect(await audits(order.number)).toEqual([]);
  });

  it("a closed date is refused like at checkout", async () => {
    const closed = inDays(6);
    const admin = await c.staff("ROLE_ADMIN");
    const loaded = await c.post("/api/v1/admin/delivery/load", admin, {});
    const { settings } = loaded.json().responceObj;
    const saved = await c.post("/api/v1/admin/delivery/update", admin, {
      settings: { ...settings, closedDates: [closed] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const order = await c.placeOrder({ deliveryDate: inDays(2) });
    const res = await c.post(CHANGE, manager, { number: order.number, deliveryDate: closed });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "deliveryDate" });
    expect(res.json().errorList[0].errorDesc).toContain("We do not deliver");
  });

  it("the shopper's e-mail says the new date, slot and address in their language, escaped in the HTML", () => {
    const mail = renderDeliveryChangedMail({
      template: "orderDeliveryChanged",
      to: "layla@example.com",
      locale: "ar",
      name: "<b>Layla</b>",
      link: "https://shop.example/shop/trackorder?number=BST-1",
      order: {
        number: "BST-1",
        deliveryDate: "2030-01-16",
        deliverySlot: "evening",
        address: {
          label: null,
          recipient: "ليلى",
          emirate: "dubai",
          area: "Jumeirah",
          street: "Al Wasl",
          building: "Villa <12>",
          apartment: null,
          landmark: null,
          mobile: "+971501234567",
          notes: null,
        },
      },
    });
    expect(mail.subject).toContain("BST-1");
    expect(mail.text).toContain("2030-01-16, مساءً");
    expect(mail.text).toContain("Villa <12>, Al Wasl, Jumeirah, دبي");
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain("&lt;b&gt;Layla&lt;/b&gt;");
    expect(mail.html).toContain("Villa &lt;12&gt;");
    expect(mail.html).not.toContain("<b>Layla");
  });
});
