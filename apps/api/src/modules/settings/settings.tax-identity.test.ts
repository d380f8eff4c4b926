import { DEFAULT_TRN, shopConfigSchema, shopTaxIdentityResponseSchema } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginMember } from "../../../test/support/members";
import { createTestContext, type TestContext } from "../../../test/support/test-app";
import { checkoutKit, GUEST_CONTACT } from "../../../test/testkits/checkout.testkit";
import { renderOrderConfirmation } from "../ordering/checkout/checkout.mail";
import { readSettings, writeSetting } from "./settings.repo";
import { taxIdentityOf } from "./settings.service";

let ctx: TestContext;
const kit = checkoutKit(() => ctx);
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const LOAD = "/api/v1/admin/tax-identity/load";
const UPDATE = "/api/v1/admin/tax-identity/update";
const shopOf = (mail: { payload: Record<string, unknown> } | undefined) =>
  (mail?.payload.invoice as { shop?: unknown } | undefined)?.shop;
const identity = (trn: string, legalName = "Bustan Plants Trading L.L.C.") => ({ identity: { trn, legalName } });

describe("admin/tax-identity (staff only)", () => {
  it("load answers the placeholder TRN and the shop's name until staff set them", async () => {
    const admin = await loginMember(ctx, "admin@bustan.ae", "Bustan-Staff-2026!");
    const res = await kit.post(LOAD, {}, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(shopTaxIdentityResponseSchema.parse(res.json().responceObj)).toEqual({
      identity: { trn: DEFAULT_TRN, legalName: "Bustan" },
    });
  });

  it.each(["ROLE_SUPER_ADMIN", "ROLE_ADMIN"])("%s may read and update it", async (role) => {
    const headers = await kit.staff(role);
    const trn = `1002003004${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`;
    const update = await kit.post(UPDATE, identity(trn, `Bustan ${role}`), headers);
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toEqual({
      status: "SUCCESS",
      responceObj: { identity: { trn, legalName: `Bustan ${role}` } },
    });
    expect((await kit.post(LOAD, null, headers)).json().responceObj.identity).toEqual({
      trn,
      legalName: `Bustan ${role}`,
    });
  });

  it('DESIGN "Back office": ROLE_MANAGER may read it but not update it', async () => {
    const headers = await kit.staff("ROLE_MANAGER");
    expect((await kit.post(LOAD, {}, headers)).statusCode).toBe(200);
    const update = await kit.post(UPDATE, identity("100999999999999"), headers);
    expect(update.statusCode).toBe(403);
    expect(update.json()).toMatchObject({ status: "FAILURE", errorList: [{ errorCode: "FORBIDDEN" }] });
  });

  it.each(["ROLE_USER", "ROLE_HR"])("%s is FORBIDDEN on both calls, and nothing changes", async (role) => {
    const before = (await kit.post(LOAD, {}, await kit.staff("ROLE_ADMIN"))).json().responceObj.identity;
    const headers = await kit.staff(role);
    for (const [url, body] of [
      [LOAD, {}],
      [UPDATE, identity("100999999999999")],
    ] as const) {
      const res = await kit.post(url, body, headers);
      expect(res.statusCode, `${role} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ status: "FAILURE", errorList: [{ errorCode: "FORBIDDEN" }] });
    }
    expect((await kit.post(LOAD, {}, await kit.staff("ROLE_ADMIN"))).json().responceObj.identity).toEqual(before);
  });

  it("both calls are in the OpenAPI document", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining([LOAD, UPDATE]));
  });

  it("a visitor without a token is UNAUTHORIZED", async () => {
    for (const url of [LOAD, UPDATE]) {
      const res = await kit.post(url, identity("100999999999999"));
      expect(res.statusCode).toBe(401);
      expect(res.json().errorList[0].errorCode).toBe("UNAUTHORIZED");
    }
  });
});

describe("admin/tax-identity/update validation", () => {
  it("a TRN that is not exactly 15 digits, or a missing or too long legal name, is VALIDATION_FAILED naming the field", async () => {
    const admin = await kit.staff("ROLE_ADMIN");
    const failure = async (requestPayload: unknown) => {
      const res = await kit.post(UPDATE, requestPayload, admin);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().status).toBe("FAILURE");
      return res.json().errorList[0] as { errorCode: string; field?: string; errorDesc: string; suggesstion: string };
    };
    for (const trn of [
      "10000000000000",
      "1000000000000031",
      "10000000000000A",
      "100 000 000 000 003",
      "",
      "١٠٠٠٠٠٠٠٠٠٠٠٠٠٣",
    ]) {
      expect(await failure(identity(trn)), trn).toMatchObject({
        errorCode: "VALIDATION_FAILED",
        field: "identity.trn",
      });
    }
    for (const legalName of ["", "   ", "x".repeat(201), "Bustan\nPlants"]) {
      expect(await failure(identity("100000000000003", legalName))).toMatchObject({
        errorCode: "VALIDATION_FAILED",
        field: "identity.legalName",
      });
    }
    expect(await failure({ identity: { trn: 100000000000003, legalName: "Bustan" } })).toMatchObject({
      field: "identity.trn",
    });
    expect((await failure({})).field).toBe("identity");
    expect((await failure("not an object")).errorCode).toBe("VALIDATION_FAILED");
    const bare = await ctx.app.inject({
      method: "POST",
      url: UPDATE,
      headers: { ...admin, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().status).toBe("FAILURE");
  });

  it("surrounding spaces are trimmed; the other parts of the shop setting are kept", async () => {
    const admin = await kit.staff("ROLE_ADMIN");
    await writeSetting(ctx.database.db, "shop", { address: "Unit 4, Al Quoz 1, Dubai", phone: "+971 4 765 4321" });
    const res = await kit.post(UPDATE, identity(" 100123456700003 ", "  Bustan Trading  "), admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().responceObj.identity).toEqual({ trn: "100123456700003", legalName: "Bustan Trading" });
    expect((await readSettings(ctx.database.db, ["shop"])).get("shop")).toEqual({
      address: "Unit 4, Al Quoz 1, Dubai",
      phone: "+971 4 765 4321",
      trn: "100123456700003",
      legalName: "Bustan Trading",
    });
    const { createSettingsService } = await import("./settings.service");
    const { recordAudit } = await import("../audit/audit.service");
    const config = shopConfigSchema.parse(await createSettingsService(ctx.database.db, recordAudit).publicConfig());
    expect(config.contacts.address).toBe("Unit 4, Al Quoz 1, Dubai");
  });

  it("a malformed stored value falls back to the defaults, part by part", () => {
    expect(taxIdentityOf("nonsense")).toEqual({ trn: DEFAULT_TRN, legalName: "Bustan" });
    expect(taxIdentityOf({ trn: "12", legalName: "Bustan L.L.C." })).toEqual({
      trn: DEFAULT_TRN,
      legalName: "Bustan L.L.C.",
    });
  });
});

describe("the invoice", () => {
  it("the next order's invoice e-mail carries the TRN and legal name just set (the cached identity is dropped)", async () => {
    const admin = await kit.staff("ROLE_ADMIN");
    await kit.post(UPDATE, identity(DEFAULT_TRN, "Bustan"), admin);
    const sku = await kit.sku({ price: 1000, stock: 10 });
    const order = (email: string) =>
      kit.placeOrder(
        kit.guestOrder({
          contact: { ...GUEST_CONTACT, email },
          lines: [{ skuId: sku, qty: 1 }],
          expectedTotal: 3000,
        }),
      );
    // A first order fills the 15 s cache with the old identity.
    expect((await order("tax-before@example.com")).statusCode).toBe(200);
    const [before] = await kit.confirmations("tax-before@example.com");
    expect(shopOf(before)).toMatchObject({ trn: DEFAULT_TRN, name: "Bustan" });

    const updated = await kit.post(UPDATE, identity("104567890123453", "Bustan Plants Trading L.L.C."), admin);
    expect(updated.statusCode, updated.body).toBe(200);
    const placed = await order("tax-after@example.com");
    expect(placed.statusCode, placed.body).toBe(200);
    const [mail] = await kit.confirmations("tax-after@example.com");
    expect(shopOf(mail)).toMatchObject({
      trn: "104567890123453",
      name: "Bustan Plants Trading L.L.C.",
    });
    const rendered = renderOrderConfirmation(mail!.payload as never);
    expect(rendered.text).toContain("TRN: 104567890123453");
    expect(rendered.text).toContain("Tax invoice – Bustan Plants Trading L.L.C.");
    expect(rendered.html).toContain("104567890123453");
  });
});
