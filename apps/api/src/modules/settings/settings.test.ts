import { shopConfigSchema } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/support/test-app";
import { writeSetting } from "./settings.repo";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("GET /api/v1/config", () => {
  it("SPEC 1: publishes contacts, the three languages and AED-based currency rates", async () => {
    const res = await ctx.app.inject({ url: "/api/v1/config" });
    expect(res.statusCode).toBe(200);
    const config = shopConfigSchema.parse(res.json().responceObj);
    expect(config.languages).toEqual(["en", "fr", "ar"]);
    expect(config.defaultLanguage).toBe("en");
    expect(config.tagline).toBe("Because Gardens Deserve");
    expect(config.contacts.email).toContain("@");
    expect(config.contacts.address).toContain("Dubai");
    const aed = config.currencies.find((c) => c.code === "AED");
    expect(aed).toEqual({ code: "AED", name: expect.any(String), prefix: "AED ", rate: 1 });
    // DESIGN: real AED rates, not the theme's USD-based factors (USD 1, INR 70.93).
    expect(config.currencies.find((c) => c.code === "USD")?.rate).toBeLessThan(0.5);
    expect(config.currencies.find((c) => c.code === "INR")?.rate).toBeLessThan(40);
  });

  it("SPEC 9: publishes the public RSA key for optional password encryption", async () => {
    const config = shopConfigSchema.parse((await ctx.app.inject({ url: "/api/v1/config" })).json().responceObj);
    expect(config.rsaPublicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });

  it("a malformed stored setting falls back to the default instead of failing", async () => {
    await writeSetting(ctx.database.db, "currencies", "not a list");
    const { createSettingsService } = await import("./settings.service");
    const { recordAudit } = await import("../audit/audit.service");
    const config = await createSettingsService(ctx.database.db, recordAudit).publicConfig();
    expect(config.currencies[0]?.code).toBe("AED");
  });
});
