import { auditSearchResponseSchema, defaultDeliverySettings, dubaiClock } from "@shop/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { staffMember } from "../../../test/support/staff";
import { fileTestContext } from "../../../test/support/test-app";
import { ordersClient } from "../../../test/testkits/orders.testkit";

/** Issue 13 "Audit log": every back-office write, who, when, what, before and after, in the write's transaction. */
const ctx = fileTestContext();
const kit = ordersClient(ctx);
const SEARCH = "/api/v1/admin/audit/search";

async function search(headers: Record<string, string>, filter: Record<string, unknown> = {}) {
  return successOf(await kit.post(SEARCH, headers, filter), auditSearchResponseSchema);
}

/** A trigger that makes every audit insert of `action` fail: the write it records must be rolled back with it. */
async function failingAudits<T>(action: string, run: () => Promise<T>): Promise<T> {
  await kit.rows(
    sql.raw(`create function fail_audit() returns trigger language plpgsql as $$
    begin if new.action = '${action}' then raise exception 'audit refused'; end if; return new; end $$`),
  );
  await kit.rows(sql`create trigger fail_audit before insert on audit_log for each row execute function fail_audit()`);
  try {
    return await run();
  } finally {
    await kit.rows(sql`drop trigger fail_audit on audit_log`);
    await kit.rows(sql`drop function fail_audit()`);
  }
}

describe("recorded writes", () => {
  it("an order's move: one entry with the status before and after, the actor's name and e-mail", async () => {
    const admin = await staffMember(ctx(), "ROLE_ADMIN", { name: "Amal Audit" });
    const { number } = await kit.placeOrder({ status: "confirmed" });
    const moved = await kit.post("/api/v1/admin/orders/transition", admin.headers, {
      number,
      to: "preparing",
      note: "Potting now",
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const { entries, totalCount } = await search(admin.headers, { entity: "order", entityId: number });
    expect(totalCount).toBe(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.user.id,
      actorRole: "ROLE_ADMIN",
      actorName: "Amal Audit",
      actorEmail: admin.email,
      action: "order.transition",
      entity: "order",
      entityId: number,
      before: { status: "confirmed", paymentStatus: "unpaid" },
      after: { status: "preparing", paymentStatus: "unpaid", note: "Potting now" },
    });
    expect(Date.now() - Date.parse(entries[0]!.at)).toBeLessThan(60_000);
  });

  it("a refused move (CONFLICT) records nothing; a failed audit insert rolls the move back", async () => {
    const admin = await staffMember(ctx(), "ROLE_SUPER_ADMIN");
    const { number } = await kit.placeOrder({ status: "confirmed" });
    const refused = await kit.post("/api/v1/admin/orders/transition", admin.headers, { number, to: "delivered" });
    expect(refused.statusCode).toBe(409);

    const failed = await failingAudits("order.transition", () =>
      kit.post("/api/v1/admin/orders/transition", admin.headers, { number, to: "preparing" }),
    );
    expect(failed.statusCode).toBe(500);
    expect((await kit.order(number)).status).toBe("confirmed");
    expect((await kit.events(number)).map((e) => e.status)).toEqual(["confirmed"]);
    expect((await search(admin.headers, { entity: "order", entityId: number })).totalCount).toBe(0);
  });

  it("delivery settings: the stored value before (null at first) and after; rolled back with a failed entry", async () => {
    const admin = await staffMember(ctx(), "ROLE_ADMIN");
    const update = (freeAbove: number) =>
      kit.post("/api/v1/admin/delivery/update", admin.headers, { settings: { ...defaultDeliverySettings, freeAbove } });
    expect((await update(700)).statusCode).toBe(200);
    expect((await update(900)).statusCode).toBe(200);
    expect((await failingAudits("settings.delivery", () => update(1100))).statusCode).toBe(500);

    const load = await kit.post("/api/v1/admin/delivery/load", admin.headers, {});
    expect(load.json().responceObj.settings.freeAbove).toBe(900);
    const { entries } = await search(admin.headers, { entity: "settings", entityId: "delivery" });
    expect(
      entries.map((e) => [
        (e.before as { freeAbove: number } | null)?.freeAbove ?? null,
        (e.after as { freeAbove: number }).freeAbove,
      ]),
    ).toEqual([
      [700, 900],
      [null, 700],
    ]);
    expect(entries.every((e) => e.action === "settings.delivery")).toBe(true);
  });

  it("the tax identity and the two-step policy; a refused policy change (CONFLICT) records nothing", async () => {
    const admin = await staffMember(ctx(), "ROLE_ADMIN");
    const identity = { trn: "100234567800003", legalName: "Bustan Audit L.L.C." };
    expect((await kit.post("/api/v1/admin/tax-identity/update", admin.headers, { identity })).statusCode).toBe(200);
    const [tax] = (await search(admin.headers, { action: "settings.tax-identity" })).entries;
    expect(tax).toMatchObject({ entityId: "shop", before: { legalName: "Bustan" }, after: identity });

    const on = await kit.post("/api/v1/admin/two-step/update", admin.headers, { policy: { requiredForAdmins: true } });
    expect(on.statusCode).toBe(409);
    const off = await kit.post("/api/v1/admin/two-step/update", admin.headers, {
      policy: { requiredForAdmins: false },
    });
    expect(off.statusCode).toBe(200);
    const { entries } = await search(admin.headers, { action: "settings.two-step" });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.user.id,
      before: { requiredForAdmins: false },
      after: { requiredForAdmins: false },
    });
  });
});

describe("admin/audit/search", () => {
  it("newest first, paged with totalCount; filters by actor and by action or its prefix", async () => {
    const admin = await staffMember(ctx(), "ROLE_ADMIN");
    const numbers = [];
    for (let i = 0; i < 3; i++) {
      const { number } = await kit.placeOrder({ status: "confirmed" });
      await kit.post("/api/v1/admin/orders/transition", admin.headers, { number, to: "preparing" });
      numbers.push(number);
    }
    const mine = await search(admin.headers, { actorId: admin.user.id });
    expect(mine.totalCount).toBe(3);
    expect(mine.entries.map((e) => e.entityId)).toEqual([...numbers].reverse());
    const second = await search(admin.headers, { actorId: admin.user.id, from: 1, limit: 1 });
    expect(second).toMatchObject({ totalCount: 3, entries: [{ entityId: numbers[1] }] });
    expect(await search(admin.headers, { actorId: admin.user.id, from: 5, limit: 1 })).toEqual({
      entries: [],
      totalCount: 3,
    });
    expect((await search(admin.headers, { actorId: admin.user.id, action: "order." })).totalCount).toBe(3);
    expect((await search(admin.headers, { actorId: admin.user.id, action: "order" })).totalCount).toBe(0);
    expect((await search(admin.headers, { actorId: admin.user.id, action: "settings." })).totalCount).toBe(0);
  });

  it("a date range is Asia/Dubai days, both ends included; a start after the end is VALIDATION_FAILED", async () => {
    const admin = await staffMember(ctx(), "ROLE_ADMIN");
    // 21:30 UTC on the 10th is 01:30 on the 11th in Dubai.
    await kit.rows(sql`insert into audit_log (at, actor_id, actor_role, action, entity, entity_id, before, after)
      values ('2030-01-10T21:30:00Z', ${admin.user.id}, 'ROLE_ADMIN', 'test.dated', 'test', 'dated', null, '{}'::jsonb)`);
    const count = async (fromDate: string, toDate: string) =>
      (await search(admin.headers, { entity: "test", fromDate, toDate })).totalCount;
    expect(await count("2030-01-11", "2030-01-11")).toBe(1);
    expect(await count("2030-01-01", "2030-01-10")).toBe(0);
    expect(await count("2030-01-12", "2030-01-31")).toBe(0);
    const today = dubaiClock(new Date()).date;
    expect((await search(admin.headers, { fromDate: today, toDate: today })).totalCount).toBeGreaterThan(0);

    const res = await kit.post(SEARCH, admin.headers, { fromDate: "2030-01-12", toDate: "2030-01-11" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "toDate" });
  });

  it('DESIGN "Back office": only ADMIN and SUPER_ADMIN read the log; a visitor is UNAUTHORIZED', async () => {
    for (const role of ["ROLE_SUPER_ADMIN", "ROLE_ADMIN"]) {
      expect((await kit.post(SEARCH, (await staffMember(ctx(), role)).headers, null)).statusCode).toBe(200);
    }
    for (const role of ["ROLE_MANAGER", "ROLE_HR", "ROLE_USER"]) {
      const res = await kit.post(SEARCH, (await staffMember(ctx(), role)).headers, {});
      expect(res.statusCode, role).toBe(403);
      expect(res.json().errorList[0].errorCode).toBe("FORBIDDEN");
    }
    expect((await kit.post(SEARCH, null, {})).statusCode).toBe(401);
  });
});
