import { describe, expect, it } from "vitest";
import { fileTestContext } from "../../../../test/support/test-app";
import { checkoutKit, dubaiDate } from "../../../../test/testkits/checkout.testkit";

// The delivery date and slot chosen at placeOrder: the window, closed dates, cut-offs and slot capacity.
const kit = checkoutKit(fileTestContext());

describe("delivery choice at placeOrder", () => {
  const attempt = async (overrides: Record<string, unknown>) => {
    const sku = await kit.sku({ price: 1000, stock: 10 });
    const res = await kit.placeOrder(
      kit.guestOrder({ lines: [{ skuId: sku, qty: 1 }], expectedTotal: 3000, ...overrides }),
    );
    return { res, sku };
  };

  it("dates outside the window are VALIDATION_FAILED on deliveryDate, and nothing is taken", async () => {
    for (const date of [dubaiDate(-1), dubaiDate(14), "2031-02-30"]) {
      const { res, sku } = await attempt({ deliveryDate: date });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "deliveryDate" });
      expect(await kit.stock(sku)).toBe(10);
    }
    expect((await attempt({ deliveryDate: dubaiDate(13) })).res.statusCode).toBe(200);
  });

  it("a closed date is refused with a clear message", async () => {
    const closed = dubaiDate(4);
    await kit.setDelivery({ closedDates: [closed] });
    const { res } = await attempt({ deliveryDate: closed });
    expect(res.json().errorList[0]).toMatchObject({
      field: "deliveryDate",
      errorDesc: `We do not deliver on ${closed}.`,
    });
    await kit.setDelivery({});
  });

  it("same-day delivery after the cut-off (or in a started slot) is refused", async () => {
    await kit.setDelivery({ sameDayCutoff: "00:00" });
    const { res } = await attempt({ deliveryDate: dubaiDate(0) });
    expect(res.json().errorList[0]).toMatchObject({
      field: "deliveryDate",
      errorDesc: expect.stringMatching(/Same-day/),
    });
    await kit.setDelivery({
      sameDayCutoff: "23:59",
      slotStarts: { morning: "00:00", afternoon: "00:00", evening: "00:00" },
    });
    const started = await attempt({ deliveryDate: dubaiDate(0), deliverySlot: "evening" });
    expect(started.res.json().errorList[0]).toMatchObject({
      field: "deliverySlot",
      errorDesc: expect.stringMatching(/started/),
    });
    await kit.setDelivery({});
  });

  it("a full slot is CONFLICT on deliverySlot, with nothing taken; other slots still book", async () => {
    await kit.setDelivery({ slotCapacity: { morning: 1, afternoon: 40, evening: 0 } });
    const date = dubaiDate(5);
    expect((await attempt({ deliveryDate: date })).res.statusCode).toBe(200);
    const { res, sku } = await attempt({ deliveryDate: date });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorList[0]).toMatchObject({
      errorCode: "CONFLICT",
      field: "deliverySlot",
      errorDesc: `The morning slot on ${date} is full.`,
    });
    expect(await kit.stock(sku)).toBe(10);
    expect((await attempt({ deliveryDate: date, deliverySlot: "evening" })).res.statusCode).toBe(409);
    expect((await attempt({ deliveryDate: date, deliverySlot: "afternoon" })).res.statusCode).toBe(200);
    expect(await kit.booked(date, "morning")).toBe(1);
    await kit.setDelivery({});
  });
});
