import { currencySettingsResponseSchema, type DisplayCurrencyInput, shopConfigSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { fileTestContext } from "../../../test/support/test-app";
import { checkoutKit, type Headers } from "../../../test/testkits/checkout.testkit";

/** Issue 15 "Settings": display currencies and their rates against AED, each rate with the date it was set. */
const ctx = fileTestContext();
const kit = checkoutKit(ctx);
let admin: Headers;
beforeAll(async () => {
  admin = await kit.staff("ROLE_ADMIN");
});

const load = async () =>
  successOf(await kit.post("/api/v1/admin/currencies/load", {}, admin), currencySettingsResponseSchema).currencies;
const save = (currencies: unknown, headers = admin) =>
  kit.post("/api/v1/admin/currencies/update", { currencies }, headers);
const inputs = (list: Awaited<ReturnType<typeof load>>): DisplayCurrencyInput[] =>
  list.map(({ rateSetAt: _at, ...currency }) => currency);

describe("issue 15: display currencies", () => {
  it("issue 15: a changed rate is stamped with the time of the save, an unchanged one keeps its date; a currency off leaves the switcher", async () => {
    const start = await load();
    expect(start.map((c) => c.code)).toEqual(["AED", "USD", "EUR", "GBP", "INR"]);
    expect(start.every((c) => c.enabled && c.rateSetAt === null)).toBe(true);

    const changed = inputs(start).map((c) =>
      c.code === "USD" ? { ...c, rate: 0.2722 } : c.code === "INR" ? { ...c, enabled: false } : c,
    );
    const added = [...changed, { code: "SAR", name: "Saudi Riyal", prefix: "SAR ", rate: 1.0211, enabled: true }];
    const before = Date.now();
    const saved = successOf(await save(added), currencySettingsResponseSchema).currencies;
    const stampOf = (code: string) => saved.find((c) => c.code === code)?.rateSetAt ?? null;
    expect(Date.parse(stampOf("USD") ?? "")).toBeGreaterThanOrEqual(before - 1000);
    expect(stampOf("SAR")).not.toBeNull();
    expect(stampOf("EUR")).toBeNull();
    expect(stampOf("AED")).toBeNull();

    // Saved again unchanged: the dates stay.
    const again = successOf(await save(inputs(saved)), currencySettingsResponseSchema).currencies;
    expect(again).toEqual(saved);

    const config = shopConfigSchema.parse((await ctx().app.inject({ url: "/api/v1/config" })).json().responceObj);
    expect(config.currencies.map((c) => c.code)).toEqual(["AED", "USD", "EUR", "GBP", "SAR"]);
    expect(config.currencies.find((c) => c.code === "USD")?.rate).toBe(0.2722);

    const [entry] = await kit.rows<{ before: Array<{ code: string; rate: number }>; after: Array<{ code: string }> }>(
      sql`select before, after from audit_log where action = 'settings.currencies' order by id limit 1`,
    );
    expect(entry?.before.find((c) => c.code === "USD")?.rate).toBe(0.2723);
    expect(entry?.after.map((c) => c.code)).toContain("SAR");
  });

  it("issue 15: bad input is VALIDATION_FAILED naming the row's field; nothing saved", async () => {
    const good = inputs(await load());
    const usd = good.findIndex((c) => c.code === "USD");
    const aed = good.findIndex((c) => c.code === "AED");
    const withRow = (i: number, patch: Record<string, unknown>) =>
      good.map((c, j) => (j === i ? { ...c, ...patch } : c));
    const cases: Array<[unknown, string]> = [
      [withRow(usd, { rate: 0 }), `currencies.${usd}.rate`],
      [withRow(usd, { rate: -2 }), `currencies.${usd}.rate`],
      [withRow(usd, { rate: 1e9 }), `currencies.${usd}.rate`],
      [withRow(usd, { code: "usd" }), `currencies.${usd}.code`],
      [withRow(usd, { name: "" }), `currencies.${usd}.name`],
      [withRow(usd, { name: "US\u0000Dollar" }), `currencies.${usd}.name`],
      [withRow(usd, { prefix: "   " }), `currencies.${usd}.prefix`],
      [withRow(usd, { code: "EUR" }), `currencies.${good.findIndex((c) => c.code === "EUR")}.code`],
      [withRow(aed, { rate: 2 }), `currencies.${aed}.rate`],
      [withRow(aed, { enabled: false }), `currencies.${aed}.enabled`],
      [good.filter((c) => c.code !== "AED"), "currencies"],
    ];
    for (const [list, field] of cases) {
      const res = await save(list);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errorList[0], field).toMatchObject({ errorCode: "VALIDATION_FAILED", field });
    }
    expect(inputs(await load())).toEqual(good);
  });

  it("issue 15: a manager views the currencies but may not change them", async () => {
    const manager = await kit.staff("ROLE_MANAGER");
    expect((await kit.post("/api/v1/admin/currencies/load", {}, manager)).statusCode).toBe(200);
    expect((await save(inputs(await load()), manager)).statusCode).toBe(403);
  });
});
