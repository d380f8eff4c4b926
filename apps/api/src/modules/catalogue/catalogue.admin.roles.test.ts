import { mayUse } from "@shop/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { fileTestContext } from "../../../test/support/test-app";
import { adminProductsKit, errorOf } from "../../../test/testkits/admin-products.testkit";
import type { Headers } from "../../../test/testkits/checkout.testkit";

/**
 * Issue 13 "Rules and bad input" and DESIGN "Back office" (the role table): every admin/products call against every
 * role. The role is checked before the body is read: a role without the right gets FORBIDDEN even for a bad body,
 * a visitor 401, and a role with it gets as far as validating the body (400 for an empty one).
 */
const ctx = fileTestContext();
const kit = adminProductsKit(ctx);
const roles = ["ROLE_SUPER_ADMIN", "ROLE_ADMIN", "ROLE_MANAGER", "ROLE_HR", "ROLE_USER"] as const;
const headers = new Map<string, Headers>();
beforeAll(async () => {
  for (const role of roles)
    headers.set(role, role === "ROLE_USER" ? (await kit.member()).headers : await kit.staff(role));
});

const calls = [
  ["search", "view"],
  ["detail", "view"],
  ["create", "edit"],
  ["update", "edit"],
  ["duplicate", "edit"],
  ["archive", "edit"],
  ["restore", "edit"],
] as const;

describe.each(calls)("POST /api/v1/admin/products/%s (catalogue, %s)", (action, access) => {
  it("a visitor gets 401", async () => {
    const res = await kit.call(action, {}, {});
    expect(res.statusCode, res.body).toBe(401);
  });

  it.each(roles)("%s: as the role table says", async (role) => {
    const res = await kit.call(action, headers.get(role)!, { id: "not a number", limit: "not a number" });
    if (!mayUse(role, "catalogue", access)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(errorOf(res).errorCode).toBe("FORBIDDEN");
      return;
    }
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).errorCode).toBe("VALIDATION_FAILED");
  });
});

it("the roles allowed to edit save; the others write nothing", async () => {
  const before = await kit.count("products");
  const saved = [];
  for (const role of roles) {
    const res = await kit.call("create", headers.get(role)!, await kit.input(`Role${role.slice(5)}`));
    saved.push([role, res.statusCode]);
  }
  expect(saved).toEqual(roles.map((role) => [role, mayUse(role, "catalogue", "edit") ? 200 : 403]));
  expect(await kit.count("products")).toBe(before + roles.filter((r) => mayUse(r, "catalogue", "edit")).length);
});
