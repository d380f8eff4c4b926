import { addDays, defaultDeliverySettings, deliverySettingsSchema, shipmentDetailsSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, type TestContext } from "../../../test/support/test-app";
import { checkoutKit, DUBAI_ADDRESS, dubaiDate } from "../../../test/testkits/checkout.testkit";

let ctx: TestContext;
const kit = checkoutKit(() => ctx);
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(async () => {
  vi.useRealTimers();
  await kit.setDelivery({});
});

const details = async (requestPayload: unknown = {}, headers = {}) => {
  const res = await kit.post("/api/v1/user/loadShipmentDetails", requestPayload, headers);
  expect(res.statusCode, res.body).toBe(200);
  return shipmentDetailsSchema.parse(res.json().responceObj);
};

/** The instant that is `time` (HH:MM) in Dubai (UTC+4, no daylight saving) on `date`. */
const dubaiInstant = (date: string, time: string) => new Date(`${date}T${time}:00+04:00`);
/** Fakes only Date (timers stay real), at `time` in Dubai today. */
function at(time: string, date = dubaiDate(0)) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(dubaiInstant(date, time));
}

describe("delivery settings (admin)", () => {
  it('load answers the defaults; DESIGN "Back office": admins update, a manager only loads; others FORBIDDEN; no token is UNAUTHORIZED', async () => {
    const admin = await kit.staff("ROLE_ADMIN");
    const load = await kit.post("/api/v1/admin/delivery/load", {}, admin);
    expect(load.statusCode).toBe(200);
    expect(deliverySettingsSchema.parse(load.json().responceObj.settings)).toEqual(defaultDeliverySettings);

    for (const role of ["ROLE_SUPER_ADMIN", "ROLE_ADMIN"]) {
      const headers = await kit.staff(role);
      const res = await kit.post(
        "/api/v1/admin/delivery/update",
        { settings: { ...defaultDeliverySettings, freeAbove: 30000 } },
        headers,
      );
      expect(res.statusCode, role).toBe(200);
      expect(res.json().responceObj.settings.freeAbove).toBe(30000);
    }
    const manager = await kit.staff("ROLE_MANAGER");
    expect((await kit.post("/api/v1/admin/delivery/load", {}, manager)).statusCode).toBe(200);
    const managerUpdate = await kit.post(
      "/api/v1/admin/delivery/update",
      { settings: defaultDeliverySettings },
      manager,
    );
    expect(managerUpdate.statusCode).toBe(403);
    expect(managerUpdate.json().errorList[0].errorCode).toBe("FORBIDDEN");
    for (const role of ["ROLE_USER", "ROLE_HR"]) {
      const headers = await kit.staff(role);
      for (const url of ["/api/v1/admin/delivery/load", "/api/v1/admin/delivery/update"]) {
        const res = await kit.post(url, { settings: defaultDeliverySettings }, headers);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.json().errorList[0].errorCode).toBe("FORBIDDEN");
      }
    }
    expect((await kit.post("/api/v1/admin/delivery/load", {})).statusCode).toBe(401);
    expect((await details()).freeAbove).toBe(30000);
  });

  it("invalid settings are VALIDATION_FAILED naming the field", async () => {
    const admin = await kit.staff("ROLE_ADMIN");
    const bad = async (patch: object) =>
      (
        await kit.post("/api/v1/admin/delivery/update", { settings: { ...defaultDeliverySettings, ...patch } }, admin)
      ).json().errorList[0];
    expect(await bad({ sameDayCutoff: "25:00" })).toMatchObject({
      errorCode: "VALIDATION_FAILED",
      field: "settings.sameDayCutoff",
    });
    expect((await bad({ closedDates: ["2030-02-30"] })).field).toBe("settings.closedDates.0");
    expect((await bad({ charges: { ...defaultDeliverySettings.charges, dubai: -1 } })).field).toBe(
      "settings.charges.dubai",
    );
    expect((await bad({ daysAhead: 0 })).field).toBe("settings.daysAhead");
  });
});

describe("POST /api/v1/user/loadShipmentDetails", () => {
  it("SPEC 7: answers guests with every emirate's charge, the fees, VAT and card availability", async () => {
    const d = await details({ chargeType: "standard" });
    expect(d.emirates.map((e) => e.emirate)).toHaveLength(7);
    expect(d.emirates.find((e) => e.emirate === "dubai")?.charge).toBe(1500);
    expect(d).toMatchObject({
      chargeType: "standard",
      emirate: null,
      charge: null,
      freeAbove: 20000,
      codFee: 500,
      vatPercent: 5,
      timeZone: "Asia/Dubai",
      cardEnabled: false,
      publishableKey: null,
    });
    // The envelope's requestPayload may be left out.
    const bare = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/user/loadShipmentDetails",
      payload: { payload: { requestId: "" } },
    });
    expect(bare.statusCode).toBe(200);
  });

  it("the charge for an emirate and an items total: free from the threshold", async () => {
    expect((await details({ emirate: "fujairah", itemsTotal: 19999 })).charge).toBe(3000);
    const free = await details({ emirate: "fujairah", itemsTotal: 20000 });
    expect(free.charge).toBe(0);
    expect(free.emirates.every((e) => e.charge === 0)).toBe(true);
  });

  it("a member's addressId gives its emirate; another member's address is NOT_FOUND; a guest's is UNAUTHORIZED", async () => {
    const owner = await kit.member();
    const other = await kit.member();
    const added = await kit.post(
      "/api/v1/user/addresses/add",
      { address: { ...DUBAI_ADDRESS, emirate: "ras_al_khaimah" } },
      owner.headers,
    );
    const addressId = added.json().responceObj.addresses[0].addressId;
    expect(await details({ addressId }, owner.headers)).toMatchObject({ emirate: "ras_al_khaimah", charge: 3000 });
    const foreign = await kit.post("/api/v1/user/loadShipmentDetails", { addressId }, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect((await kit.post("/api/v1/user/loadShipmentDetails", { addressId })).statusCode).toBe(401);
  });

  it("dates run from today for daysAhead days in Asia/Dubai; today only before the cut-off, with slots not yet started", async () => {
    const today = dubaiDate(0);
    at("10:15", today);
    let d = await details();
    expect(d.dates).toHaveLength(14);
    expect(d.dates[0]).toEqual({
      date: today,
      slots: [
        { slot: "afternoon", starts: "13:00", remaining: 40, available: true },
        { slot: "evening", starts: "17:00", remaining: 30, available: true },
      ],
    });
    expect(d.dates[1]?.slots.map((s) => s.slot)).toEqual(["morning", "afternoon", "evening"]);
    expect(d.dates.at(-1)?.date).toBe(addDays(today, 13));

    at("12:00", today);
    d = await details();
    expect(d.dates[0]?.date).toBe(addDays(today, 1));
    expect(d.dates).toHaveLength(13);
  });

  it("the day changes at midnight in Dubai, whatever the server's time zone (20:30 UTC is 00:30 the next day)", async () => {
    const previousTz = process.env.TZ;
    process.env.TZ = "America/Los_Angeles";
    try {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2030-03-09T20:30:00Z"));
      const d = await details();
      expect(d.dates[0]).toMatchObject({
        date: "2030-03-10",
        slots: [{ slot: "morning" }, { slot: "afternoon" }, { slot: "evening" }],
      });
    } finally {
      process.env.TZ = previousTz;
      if (previousTz === undefined) delete process.env.TZ;
    }
  });

  it("closed dates are left out; each slot shows what remains of its capacity; a full slot is unavailable", async () => {
    const closed = dubaiDate(2);
    const busy = dubaiDate(3);
    await kit.setDelivery({ closedDates: [closed], slotCapacity: { morning: 3, afternoon: 2, evening: 0 } });
    await kit.rows(sql`insert into slot_bookings (delivery_date, slot, booked) values
      (${busy}, 'morning', 1), (${busy}, 'afternoon', 2)`);
    const d = await details();
    expect(d.dates.map((x) => x.date)).not.toContain(closed);
    expect(d.dates.find((x) => x.date === busy)?.slots).toEqual([
      { slot: "morning", starts: "09:00", remaining: 2, available: true },
      { slot: "afternoon", starts: "13:00", remaining: 0, available: false },
      { slot: "evening", starts: "17:00", remaining: 0, available: false },
    ]);
  });

  it("an order booked through checkout lowers the remaining capacity", async () => {
    const date = dubaiDate(4);
    const before = (await details()).dates.find((x) => x.date === date)?.slots[0]?.remaining;
    const sku = await kit.sku({ price: 1000, stock: 5 });
    const res = await kit.placeOrder(
      kit.guestOrder({ lines: [{ skuId: sku, qty: 1 }], deliveryDate: date, expectedTotal: 3000 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await details()).dates.find((x) => x.date === date)?.slots[0]?.remaining).toBe((before ?? 0) - 1);
  });
});
