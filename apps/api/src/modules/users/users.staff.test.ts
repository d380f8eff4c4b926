import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dbReads } from "../../../test/support/db-reads";
import type { Member } from "../../../test/support/members";
import { envelopePoster } from "../../../test/support/poster";
import { staffMember } from "../../../test/support/staff";
import { fileTestContext } from "../../../test/support/test-app";

/** Issue 15, DESIGN "Back office" (staff accounts): who may manage whom, and the rules no role can break. */

const ctx = fileTestContext({ seed: false });
const post = envelopePoster(ctx, "10.151");
const { rows } = dbReads(ctx);
const STAFF = "/api/v1/admin/staff";

let counter = 0;
const invite = (by: Member, role: string) =>
  post(`${STAFF}/invite`, { name: "New Colleague", email: `colleague-${++counter}@example.com`, role }, by.headers);
const setRole = (by: Member, userId: number, role: string) => post(`${STAFF}/role`, { userId, role }, by.headers);
const setDisabled = (by: Member, userId: number, disabled: boolean) =>
  post(`${STAFF}/status`, { userId, disabled }, by.headers);
const codeOf = (res: { json(): { errorList?: Array<{ errorCode: string }> } }) => res.json().errorList?.[0]?.errorCode;

describe("who may invite and manage which roles", () => {
  it("issue 15: SUPER_ADMIN gives every staff role; ADMIN and HR only MANAGER and HR; MANAGER nothing", async () => {
    const matrix: Record<string, string[]> = {
      ROLE_SUPER_ADMIN: ["ROLE_SUPER_ADMIN", "ROLE_ADMIN", "ROLE_MANAGER", "ROLE_HR"],
      ROLE_ADMIN: ["ROLE_MANAGER", "ROLE_HR"],
      ROLE_HR: ["ROLE_MANAGER", "ROLE_HR"],
      ROLE_MANAGER: [],
    };
    const wrong: string[] = [];
    for (const [inviter, allowed] of Object.entries(matrix)) {
      const by = await staffMember(ctx(), inviter);
      for (const role of ["ROLE_SUPER_ADMIN", "ROLE_ADMIN", "ROLE_MANAGER", "ROLE_HR"]) {
        const res = await invite(by, role);
        const expected = allowed.includes(role) ? 200 : 403;
        if (res.statusCode !== expected) wrong.push(`${inviter} inviting ${role}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("issue 15: an ADMIN cannot make anyone ADMIN or SUPER_ADMIN, nor change or disable an ADMIN", async () => {
    const admin = await staffMember(ctx(), "ROLE_ADMIN");
    const manager = await staffMember(ctx(), "ROLE_MANAGER");
    const otherAdmin = await staffMember(ctx(), "ROLE_ADMIN");
    for (const role of ["ROLE_ADMIN", "ROLE_SUPER_ADMIN"]) {
      const res = await setRole(admin, manager.user.id, role);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorList[0]).toMatchObject({ errorCode: "FORBIDDEN", field: "role" });
    }
    expect((await setRole(admin, otherAdmin.user.id, "ROLE_MANAGER")).statusCode).toBe(403);
    expect((await setDisabled(admin, otherAdmin.user.id, true)).statusCode).toBe(403);
    // What it may do: MANAGER to HR and back.
    const changed = await setRole(admin, manager.user.id, "ROLE_HR");
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().responceObj.account).toMatchObject({ role: "ROLE_HR", status: "active", manageable: true });
  });

  it("issue 15: HR invites a MANAGER", async () => {
    const hr = await staffMember(ctx(), "ROLE_HR");
    const res = await invite(hr, "ROLE_MANAGER");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().responceObj.account).toMatchObject({ role: "ROLE_MANAGER", status: "invited" });
  });

  it("DESIGN Back office: no one changes their own role or disables themselves, not even a SUPER_ADMIN", async () => {
    const owner = await staffMember(ctx(), "ROLE_SUPER_ADMIN");
    await staffMember(ctx(), "ROLE_SUPER_ADMIN");
    for (const res of [
      await setRole(owner, owner.user.id, "ROLE_ADMIN"),
      await setDisabled(owner, owner.user.id, true),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().errorList[0]).toMatchObject({ errorCode: "FORBIDDEN", field: "userId" });
    }
    const [row] = await rows<{ role: string }>(sql`select role from users where id = ${owner.user.id}`);
    expect(row?.role).toBe("ROLE_SUPER_ADMIN");
  });
});

describe("the last active SUPER_ADMIN", () => {
  it("DESIGN Back office: is neither disabled nor demoted; both are allowed once a second SUPER_ADMIN is active", async () => {
    await rows(sql`update users set role = 'ROLE_ADMIN' where role = 'ROLE_SUPER_ADMIN'`);
    const owner = await staffMember(ctx(), "ROLE_SUPER_ADMIN");
    // A second owner whose own invitation is still open does not count as active yet (it set no password).
    const invited = await staffMember(ctx(), "ROLE_SUPER_ADMIN");
    await rows(sql`insert into user_tokens (user_id, purpose, token_hash, expires_at)
      values (${invited.user.id}, 'invite', ${`test-${invited.user.id}`}, now() + interval '1 day')`);
    for (const res of [
      await setDisabled(invited, owner.user.id, true),
      await setRole(invited, owner.user.id, "ROLE_ADMIN"),
    ]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(codeOf(res)).toBe("CONFLICT");
    }
    const [still] = await rows<{ role: string; disabled: boolean }>(
      sql`select role, disabled_at is not null as disabled from users where id = ${owner.user.id}`,
    );
    expect(still).toEqual({ role: "ROLE_SUPER_ADMIN", disabled: false });

    const second = await staffMember(ctx(), "ROLE_SUPER_ADMIN");
    expect((await setDisabled(second, owner.user.id, true)).statusCode).toBe(200);
    expect((await setDisabled(second, owner.user.id, false)).statusCode).toBe(200);
    const demoted = await setRole(second, owner.user.id, "ROLE_ADMIN");
    expect(demoted.statusCode, demoted.body).toBe(200);
    // Now `second` is the last one: the invited owner cannot demote it.
    expect(codeOf(await setRole(invited, second.user.id, "ROLE_MANAGER"))).toBe("CONFLICT");
  });

  it("DESIGN Back office: two owners demoting each other at once leave one SUPER_ADMIN", async () => {
    await rows(sql`update users set role = 'ROLE_ADMIN' where role = 'ROLE_SUPER_ADMIN'`);
    const a = await staffMember(ctx(), "ROLE_SUPER_ADMIN");
    const b = await staffMember(ctx(), "ROLE_SUPER_ADMIN");
    const answers = await Promise.all([setRole(a, b.user.id, "ROLE_ADMIN"), setRole(b, a.user.id, "ROLE_ADMIN")]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, expect.any(Number)]);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    const [left] = await rows<{ n: number }>(sql`select count(*)::int as n from users where role = 'ROLE_SUPER_ADMIN'`);
    expect(left?.n).toBe(1);
  });
});

describe("changes take effect on the next request, and are audited", () => {
  it("issue 15: a role change applies to the old token at once (no stale power), and is in the audit log", async () => {
    const owner = await staffMember(ctx(), "ROLE_SUPER_ADMIN");
    const admin = await staffMember(ctx(), "ROLE_ADMIN");
    expect((await post("/api/v1/admin/audit/search", {}, admin.headers)).statusCode).toBe(200);
    expect((await setRole(owner, admin.user.id, "ROLE_MANAGER")).statusCode).toBe(200);
    // The same token: now a manager, who may not read the audit log nor manage staff.
    expect((await post("/api/v1/admin/audit/search", {}, admin.headers)).statusCode).toBe(403);
    expect((await post(`${STAFF}/search`, {}, admin.headers)).statusCode).toBe(403);
    expect((await post("/api/v1/admin/orders/search", {}, admin.headers)).statusCode).toBe(200);
    // And back up: the new power also comes at once.
    expect((await setRole(owner, admin.user.id, "ROLE_ADMIN")).statusCode).toBe(200);
    expect((await post("/api/v1/admin/audit/search", {}, admin.headers)).statusCode).toBe(200);

    const entries = await rows<{ action: string; actor_id: number; before: unknown; after: unknown }>(
      sql`select action, actor_id, before, after from audit_log
        where entity = 'user' and entity_id = ${String(admin.user.id)} order by id`,
    );
    expect(entries.map((e) => e.action)).toEqual(["staff.role", "staff.role"]);
    expect(entries[0]).toMatchObject({
      actor_id: owner.user.id,
      before: { role: "ROLE_ADMIN", status: "active" },
      after: { role: "ROLE_MANAGER", status: "active" },
    });
  });

  it("issue 15: a disabled staff member's token stops at once and the login is refused; enabling lets them back", async () => {
    const hr = await staffMember(ctx(), "ROLE_HR");
    const manager = await staffMember(ctx(), "ROLE_MANAGER");
    expect((await post("/api/v1/admin/orders/search", {}, manager.headers)).statusCode).toBe(200);
    const disabled = await setDisabled(hr, manager.user.id, true);
    expect(disabled.json().responceObj.account.status).toBe("disabled");
    expect((await post("/api/v1/admin/orders/search", {}, manager.headers)).statusCode).toBe(401);
    const login = await post("/api/v1/user/login", { email: manager.email, password: manager.password });
    expect(codeOf(login)).toBe("ACCOUNT_DISABLED");
    expect((await setDisabled(hr, manager.user.id, false)).json().responceObj.account.status).toBe("active");
    const again = await post("/api/v1/user/login", { email: manager.email, password: manager.password });
    expect(again.statusCode).toBe(200);
    const [audit] = await rows<{ before: unknown; after: unknown }>(
      sql`select before, after from audit_log where action = 'staff.disable' and entity_id = ${String(manager.user.id)}`,
    );
    expect(audit).toMatchObject({ before: { status: "active" }, after: { status: "disabled" } });
  });

  it("issue 15: the list shows staff only, with role, status and last login, filtered and paged on the server", async () => {
    const owner = await staffMember(ctx(), "ROLE_SUPER_ADMIN", { name: "Zaid Owner" });
    const res = await post(`${STAFF}/search`, { q: "zaid owner", limit: 5 }, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { staff, totalCount, grantable } = res.json().responceObj;
    expect(totalCount).toBe(1);
    expect(staff[0]).toMatchObject({ id: owner.user.id, role: "ROLE_SUPER_ADMIN", you: true, manageable: false });
    expect(Date.parse(staff[0].lastLoginAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(grantable).toEqual(["ROLE_SUPER_ADMIN", "ROLE_ADMIN", "ROLE_MANAGER", "ROLE_HR"]);
    const page = await post(`${STAFF}/search`, { role: "ROLE_HR", from: 0, limit: 2 }, owner.headers);
    const listed = page.json().responceObj;
    expect(listed.staff.length).toBeLessThanOrEqual(2);
    expect(listed.staff.every((s: { role: string }) => s.role === "ROLE_HR")).toBe(true);
    expect(listed.totalCount).toBeGreaterThanOrEqual(listed.staff.length);
    // Shoppers are never listed, and cannot be managed here.
    const shopper = await staffMember(ctx(), "ROLE_USER");
    expect(codeOf(await setDisabled(owner, shopper.user.id, true))).toBe("NOT_FOUND");
    const bad = await post(`${STAFF}/search`, { role: "ROLE_USER" }, owner.headers);
    expect(codeOf(bad)).toBe("VALIDATION_FAILED");
  });
});
