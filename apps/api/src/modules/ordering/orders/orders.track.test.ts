import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../../test/support/test-app";
import { type Headers, ordersClient } from "../../../../test/testkits/orders.testkit";

let ctx: TestContext;
const c = ordersClient(() => ctx);
let admin: Headers;
let address = 0;
/** Each test tracks from an address of its own, so the per-IP limit is only met where it is tested. */
const nextIp = () => `10.77.0.${++address}`;

beforeAll(async () => {
  ctx = await createTestContext({ env: { TRACK_RATE_LIMIT_PER_MINUTE: "5" } });
  admin = await c.staff("ROLE_ADMIN");
});
afterAll(async () => ctx?.close());

const track = (payload: Record<string, unknown>, ip = nextIp()) => c.post("/api/v1/orders/track", null, payload, ip);

describe("orders/track (public)", () => {
  it("answers status, timeline, delivery date, slot and emirate for the number with the e-mail", async () => {
    const { number } = await c.placeOrder({ email: "Sara@Example.com", status: "confirmed" });
    await c.post("/api/v1/admin/orders/transition", admin, { number, to: "preparing", note: "Repotting" });
    const res = await track({ number: number.toLowerCase(), email: "  sara@example.COM " });
    expect(res.statusCode).toBe(200);
    const body = res.json().responceObj;
    expect(body).toEqual({
      number,
      status: "preparing",
      events: [
        { status: "confirmed", kind: "status", at: expect.any(String), actor: "shopper", note: null },
        { status: "preparing", kind: "status", at: expect.any(String), actor: "staff", note: "Repotting" },
      ],
      deliveryDate: "2030-01-15",
      deliverySlot: "morning",
      emirate: "dubai",
      // Not a gift (issue 16: a gift shows its recipient's name and message, never their mobile).
      gift: null,
    });
    // Nothing about the address, contact or money.
    expect(JSON.stringify(body)).not.toMatch(/sara|Marina|\+971|total|Test Shopper/i);
  });

  it("answers for the number with the mobile, in any UAE format", async () => {
    const { number } = await c.placeOrder({ mobile: "+971501112233" });
    for (const mobile of ["0501112233", "+971 50 111 2233", "00971501112233"]) {
      const res = await track({ number, mobile });
      expect(res.statusCode).toBe(200);
      expect(res.json().responceObj.number).toBe(number);
    }
  });

  it("a wrong e-mail, a wrong mobile and an unknown number get the identical NOT_FOUND", async () => {
    const { number } = await c.placeOrder({ email: "right@example.com", mobile: "+971502223344" });
    const answers = await Promise.all([
      track({ number, email: "wrong@example.com" }),
      track({ number, mobile: "0509999999" }),
      track({ number, email: "right@example.com", mobile: "0509999999" }),
      track({ number: "BST-NOPE-0000", email: "right@example.com" }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(answers[0]!.body);
    }
    expect(answers[0]!.json().errorList[0]).toMatchObject({
      errorCode: "NOT_FOUND",
      errorDesc: "No order matches this number and contact.",
    });
  });

  it("needs the e-mail or the mobile", async () => {
    const { number } = await c.placeOrder();
    const res = await track({ number });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorList[0].errorCode).toBe("VALIDATION_FAILED");
  });

  it("is rate-limited per IP: RATE_LIMITED after the limit, other addresses unaffected", async () => {
    const { number } = await c.placeOrder({ email: "limit@example.com" });
    const ip = "10.77.1.1";
    for (let i = 0; i < 5; i++) expect((await track({ number, email: "limit@example.com" }, ip)).statusCode).toBe(200);
    const limited = await track({ number, email: "limit@example.com" }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorList[0].errorCode).toBe("RATE_LIMITED");
    expect((await track({ number, email: "limit@example.com" }, "10.77.1.2")).statusCode).toBe(200);
  });
});
