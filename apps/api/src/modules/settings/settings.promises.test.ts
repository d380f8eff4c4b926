import { defaultDeliverySettings, deliveryTermsOf, shopConfigSchema } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { fileTestContext, type TestContext } from "../../../test/support/test-app";
import { checkoutKit } from "../../../test/testkits/checkout.testkit";

async function publicConfig(ctx: TestContext) {
  const res = await ctx.app.inject({ url: "/api/v1/config" });
  expect(res.statusCode).toBe(200);
  return shopConfigSchema.parse(res.json().responceObj);
}

describe("GET /api/v1/config: what the pages may promise, without card keys", () => {
  const ctx = fileTestContext();
  const kit = checkoutKit(ctx);

  it("issue 14: no card keys: only cash on delivery is promised", async () => {
    expect((await publicConfig(ctx())).payments).toEqual({ card: false, cashOnDelivery: true });
  });

  it("issue 14: the delivery terms are the live delivery settings, changed at once when staff edit them", async () => {
    expect((await publicConfig(ctx())).delivery).toEqual(deliveryTermsOf(defaultDeliverySettings));
    await kit.setDelivery({
      sameDayCutoff: "10:30",
      freeAbove: null,
      charges: { ...defaultDeliverySettings.charges, dubai: 999, fujairah: 4500 },
    });
    const { delivery } = await publicConfig(ctx());
    expect(delivery.sameDayCutoff).toBe("10:30");
    expect(delivery.freeAbove).toBeNull();
    expect(delivery.charges).toContainEqual({ emirate: "dubai", charge: 999 });
    expect(delivery.charges).toContainEqual({ emirate: "fujairah", charge: 4500 });
    expect(delivery.charges).toHaveLength(7);
    await kit.setDelivery({});
  });
});

describe("GET /api/v1/config: what the pages may promise, with card keys", () => {
  const ctx = fileTestContext({
    env: { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" },
  });

  it("issue 14: card keys switch card payment on next to cash on delivery", async () => {
    expect((await publicConfig(ctx())).payments).toEqual({ card: true, cashOnDelivery: true });
  });
});
