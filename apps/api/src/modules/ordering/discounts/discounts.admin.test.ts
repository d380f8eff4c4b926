import { type DiscountCode, discountCodeResponseSchema, discountCodeSearchResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../../test/support/answers";
import { fileTestContext } from "../../../../test/support/test-app";
import { checkoutKit, type Headers } from "../../../../test/testkits/checkout.testkit";
import { orderWithCode } from "../../../../test/testkits/discounts.testkit";

/** Issue 16 "Discount codes": the back office's codes (area commerce), every write audited. */
const ctx = fileTestContext({ seed: false });
const kit = checkoutKit(ctx);
let admin: Headers;
let manager: Headers;
beforeAll(async () => {
  admin = await kit.staff("ROLE_ADMIN");
  manager = await kit.staff("ROLE_MANAGER");
});

const call = (op: string, payload: unknown, headers = admin) =>
  kit.post(`/api/v1/admin/discounts/${op}`, payload, headers);
const saved = async (op: string, payload: unknown) =>
  successOf(await call(op, payload), discountCodeResponseSchema).discountCode;
const search = async (payload: unknown = {}, headers = admin) =>
  successOf(await call("search", payload, headers), discountCodeSearchResponseSchema);

const values = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  kind: "percent",
  value: 10,
  minSubtotal: 0,
  categoryId: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  ...extra,
});
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const audits = (id: number) =>
  kit.rows<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    sql`select action, before, after from audit_log where entity = 'discount_code' and entity_id = ${String(id)} order by id`,
  );
const countCodes = async () =>
  Number((await kit.rows<{ n: number }>(sql`select count(*)::int as n from discount_codes`))[0]!.n);

describe("admin/discounts", () => {
  it("issue 16: add stores the code trimmed and upper-cased, active, with no uses yet, audited", async () => {
    const code = await saved(
      "add",
      values("  spring-10 ", { usageLimit: 50, perCustomerLimit: 1, minSubtotal: 10000 }),
    );
    expect(code).toMatchObject({
      code: "SPRING-10",
      kind: "percent",
      value: 10,
      minSubtotal: 10000,
      status: "active",
      used: 0,
      remaining: 50,
      orders: 0,
      revenue: 0,
      discountGiven: 0,
      active: true,
    });
    const rows = await audits(code.id);
    expect(rows).toEqual([
      {
        action: "discount_code.create",
        before: null,
        after: expect.objectContaining({ code: "SPRING-10", usageLimit: 50 }),
      },
    ]);
  });

  it("issue 16: a code that exists in another case is CONFLICT naming the field, nothing written", async () => {
    await saved("add", values("SUMMER"));
    const before = await countCodes();
    const res = await call("add", values(" summer ", { kind: "fixed", value: 500 }));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errorList[0]).toMatchObject({ errorCode: "CONFLICT", field: "code" });
    expect(res.json().errorList[0].errorDesc).toContain("SUMMER");
    expect(await countCodes()).toBe(before);
  });

  const bad: Array<[string, Record<string, unknown>, string]> = [
    ["a code of 2 characters", values("AB"), "code"],
    ["a code of 41 characters", values("A".repeat(41)), "code"],
    ["a space inside the code", values("SPRING 10"), "code"],
    ["a NUL in the code", values("SPR\u0000ING"), "code"],
    ["a percentage of 101", values("PCT101", { value: 101 }), "value"],
    ["a percentage of 0", values("PCT0", { value: 0 }), "value"],
    ["a fixed amount above the largest order", values("FIXBIG", { kind: "fixed", value: 100_000_001 }), "value"],
    ["a negative minimum", values("MINNEG", { minSubtotal: -1 }), "minSubtotal"],
    ["an end before the start", values("DATES", { startsAt: hours(5), endsAt: hours(1) }), "endsAt"],
    ["a limit of 0 uses", values("LIMIT0", { usageLimit: 0 }), "usageLimit"],
    ["a limit above 1,000,000", values("LIMITBIG", { usageLimit: 1_000_001 }), "usageLimit"],
    ["a per-shopper limit of 0", values("PER0", { perCustomerLimit: 0 }), "perCustomerLimit"],
    ["a date that is no instant", values("BADDATE", { startsAt: "tomorrow" }), "startsAt"],
    ["a date in the year 0000", values("YEAR0", { endsAt: "0000-01-01T00:00:00Z" }), "endsAt"],
    ["an unknown kind", values("KIND", { kind: "bogo" }), "kind"],
  ];
  it.each(bad)(
    "issue 16: refuses %s with VALIDATION_FAILED naming the field, nothing written",
    async (_n, v, field) => {
      const before = await countCodes();
      const res = await call("add", v);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorList[0].errorCode).toBe("VALIDATION_FAILED");
      expect(res.json().errorList.map((e: { field: string }) => e.field)).toContain(field);
      expect(await countCodes()).toBe(before);
    },
  );

  it("issue 16: a category that does not exist is VALIDATION_FAILED on categoryId; an existing one is kept", async () => {
    const res = await call("add", values("NOCAT", { categoryId: 999_999 }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "categoryId" });
    const [category] = await kit.rows<{ id: number }>(sql`insert into categories (slug, name)
      values ('discount-pots', '{"en":"Pots"}'::jsonb) returning id`);
    const code = await saved("add", values("WITHCAT", { categoryId: Number(category!.id) }));
    expect(code.categoryId).toBe(Number(category!.id));
  });

  it("issue 16: the list shows uses, remaining, orders, revenue and discount given (cancelled orders left out), as SQL sums them", async () => {
    const code = await saved("add", values("FIGURES", { kind: "fixed", value: 1500, usageLimit: 5 }));
    const ref = { id: code.id, code: code.code };
    await orderWithCode(kit.rows, ref, { total: 20000, discount: 1500 });
    await orderWithCode(kit.rows, ref, { total: 12345, discount: 1500, status: "delivered" });
    await orderWithCode(kit.rows, ref, { total: 9999, discount: 1500, status: "cancelled" });
    const listed = (await search({ q: "figures" })).codes;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ used: 3, remaining: 2, orders: 2, revenue: 32345, discountGiven: 3000 });
    const [direct] = await kit.rows<{ revenue: number; discount: number }>(sql`
      select sum(o.total_fils)::int as revenue, sum(o.discount_fils)::int as discount from orders o
       where o.discount_code = 'FIGURES' and o.status <> 'cancelled'`);
    expect([listed[0]!.revenue, listed[0]!.discountGiven]).toEqual([direct!.revenue, direct!.discount]);
  });

  it("issue 16: statuses: scheduled, expired, used up, off and active; filtered by status; paged newest first", async () => {
    await saved("add", values("ST-LATER", { startsAt: hours(24) }));
    await saved("add", values("ST-OVER", { startsAt: hours(-48), endsAt: hours(-1) }));
    const full = await saved("add", values("ST-FULL", { usageLimit: 1 }));
    await orderWithCode(kit.rows, { id: full.id, code: full.code }, { total: 5000, discount: 500 });
    const off = await saved("add", values("ST-OFF"));
    await saved("setActive", { id: off.id, active: false });
    await saved("add", values("ST-NOW", { startsAt: hours(-1), endsAt: hours(24) }));
    const byCode = new Map((await search({ q: "st-", limit: 100 })).codes.map((c) => [c.code, c.status]));
    expect(Object.fromEntries(byCode)).toEqual({
      "ST-LATER": "scheduled",
      "ST-OVER": "expired",
      "ST-FULL": "usedUp",
      "ST-OFF": "off",
      "ST-NOW": "active",
    });
    expect((await search({ q: "ST-", status: "usedUp" })).codes.map((c) => c.code)).toEqual(["ST-FULL"]);
    const first = await search({ q: "ST-", limit: 2, from: 0 });
    const second = await search({ q: "ST-", limit: 2, from: 1 });
    expect(first.totalCount).toBe(5);
    expect(first.codes.map((c) => c.code)).toEqual(["ST-NOW", "ST-OFF"]);
    expect(second.codes.map((c) => c.code)).toEqual(["ST-FULL", "ST-OVER"]);
    // "_" and "%" typed in the search are letters, not wildcards.
    expect((await search({ q: "ST_" })).totalCount).toBe(0);
  });

  it("issue 16: update: settings change and are audited; a used code keeps its text (CONFLICT); the limit stays >= uses", async () => {
    const fresh = await saved("add", values("RENAME-ME"));
    const renamed = await saved("update", { id: fresh.id, ...values("RENAMED", { value: 15 }) });
    expect(renamed).toMatchObject({ code: "RENAMED", value: 15 });

    const used = await saved("add", values("USED-ONCE", { usageLimit: 10 }));
    await orderWithCode(kit.rows, { id: used.id, code: used.code }, { total: 8000, discount: 800 });
    await orderWithCode(kit.rows, { id: used.id, code: used.code }, { total: 8000, discount: 800 });
    const rename = await call("update", { id: used.id, ...values("USED-TWICE", { usageLimit: 10 }) });
    expect(rename.statusCode, rename.body).toBe(409);
    expect(rename.json().errorList[0]).toMatchObject({ errorCode: "CONFLICT", field: "code" });
    const tooLow = await call("update", { id: used.id, ...values("USED-ONCE", { usageLimit: 1 }) });
    expect(tooLow.statusCode, tooLow.body).toBe(400);
    expect(tooLow.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "usageLimit" });
    const later = hours(72);
    const changed = await saved("update", {
      id: used.id,
      ...values("used-once", { kind: "fixed", value: 2000, usageLimit: 2, endsAt: later }),
    });
    expect(changed).toMatchObject({ code: "USED-ONCE", kind: "fixed", value: 2000, remaining: 0, status: "usedUp" });
    expect(changed.endsAt).toBe(later);

    const taken = await call("update", { id: fresh.id, ...values("used-once") });
    expect(taken.statusCode).toBe(409);
    const rows = await audits(used.id);
    expect(rows.map((r) => r.action)).toEqual(["discount_code.create", "discount_code.update"]);
    expect(rows[1]).toMatchObject({ before: { kind: "percent", value: 10 }, after: { kind: "fixed", value: 2000 } });
  });

  it("issue 16: setActive switches a code off and on again, each audited; an unknown id is NOT_FOUND", async () => {
    const code = await saved("add", values("SWITCH"));
    expect((await saved("setActive", { id: code.id, active: false })).status).toBe("off");
    expect((await saved("setActive", { id: code.id, active: true })).status).toBe("active");
    expect((await audits(code.id)).map((r) => r.action)).toEqual([
      "discount_code.create",
      "discount_code.off",
      "discount_code.on",
    ]);
    for (const [op, payload] of [
      ["setActive", { id: 999_999, active: false }],
      ["update", { id: 999_999, ...values("GHOST") }],
    ] as const) {
      const res = await call(op, payload);
      expect(res.statusCode, op).toBe(404);
      expect(res.json().errorList[0]).toMatchObject({ errorCode: "NOT_FOUND", field: "id" });
    }
  });

  it("issue 16: the manager views the list but may not write; a shopper is FORBIDDEN, a visitor 401", async () => {
    const listed: DiscountCode[] = (await search({}, manager)).codes;
    expect(listed.length).toBeGreaterThan(0);
    expect((await call("add", values("MGR"), manager)).statusCode).toBe(403);
    expect((await call("setActive", { id: listed[0]!.id, active: false }, manager)).statusCode).toBe(403);
    const shopper = (await kit.member()).headers;
    expect((await call("search", {}, shopper)).statusCode).toBe(403);
    expect((await call("search", {}, {})).statusCode).toBe(401);
  });
});
