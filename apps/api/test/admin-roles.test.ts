import { type BackOfficeAccess, type BackOfficeArea, mayUse } from "@shop/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { everyRole, staffHeaders } from "./support/staff";
import { fileTestContext } from "./support/test-app";

/**
 * Issue 13 "Rules": every /api/v1/admin call checks the role table (packages/shared back-office.ts, docs/design.md
 * "Back office") on request, before the body: a visitor gets 401, a role the table refuses 403 FORBIDDEN, and an
 * allowed role reaches the body (an invalid one answers 400). The calls are read from the OpenAPI document, so a
 * call added without a row below fails this test.
 */

/** What a call needs: an area of the role table and the access, or (rarely) its own list of roles. */
type Needs = { area: BackOfficeArea; access: BackOfficeAccess } | { onlyRoles: readonly string[]; why: string };
const view = (area: BackOfficeArea): Needs => ({ area, access: "view" });
const edit = (area: BackOfficeArea): Needs => ({ area, access: "edit" });

/** One row per admin call ("METHOD path" as in the OpenAPI document). Add yours with your route. */
const adminCalls: Record<string, Needs> = {
  "POST /api/v1/admin/dashboard": view("dashboard"),
  "POST /api/v1/admin/products/search": view("catalogue"),
  "POST /api/v1/admin/products/detail": view("catalogue"),
  "POST /api/v1/admin/products/create": edit("catalogue"),
  "POST /api/v1/admin/products/update": edit("catalogue"),
  "POST /api/v1/admin/products/duplicate": edit("catalogue"),
  "POST /api/v1/admin/products/archive": edit("catalogue"),
  "POST /api/v1/admin/products/restore": edit("catalogue"),
  "GET /api/v1/admin/products/export.csv": view("catalogue"),
  "POST /api/v1/admin/products/import": edit("catalogue"),
  "POST /api/v1/admin/products/prices/preview": edit("catalogue"),
  "POST /api/v1/admin/products/prices/apply": edit("catalogue"),
  "POST /api/v1/admin/products/prices/sales": view("catalogue"),
  "POST /api/v1/admin/products/prices/sales/cancel": edit("catalogue"),
  "POST /api/v1/admin/products/images/upload": edit("catalogue"),
  "POST /api/v1/admin/products/images/list": view("catalogue"),
  "POST /api/v1/admin/products/images/update": edit("catalogue"),
  "POST /api/v1/admin/products/images/delete": edit("catalogue"),
  "POST /api/v1/admin/stock/adjust": edit("catalogue"),
  "POST /api/v1/admin/stock/history": view("catalogue"),
  "POST /api/v1/admin/stock/low": view("catalogue"),
  "POST /api/v1/admin/stock/threshold": edit("catalogue"),
  "GET /api/v1/admin/stock/count-sheet.csv": view("catalogue"),
  "POST /api/v1/admin/stock-alerts/search": view("catalogue"),
  "POST /api/v1/admin/audit/search": view("audit"),
  "POST /api/v1/admin/orders/search": view("orders"),
  "POST /api/v1/admin/orders/detail": view("orders"),
  "POST /api/v1/admin/orders/transition": edit("orders"),
  "POST /api/v1/admin/orders/refunds": view("orders"),
  "POST /api/v1/admin/orders/refund": edit("orders"),
  "GET /api/v1/admin/orders/{number}/invoice.pdf": view("orders"),
  "GET /api/v1/admin/orders/{number}/packing-slip.pdf": view("orders"),
  "GET /api/v1/admin/deliveries/packing-slips.pdf": view("orders"),
  "GET /api/v1/admin/orders/export.csv": view("orders"),
  "POST /api/v1/admin/orders/notes/list": view("orders"),
  "POST /api/v1/admin/orders/notes/add": edit("orders"),
  "POST /api/v1/admin/orders/delivery/change": edit("orders"),
  "POST /api/v1/admin/deliveries/list": view("orders"),
  "POST /api/v1/admin/delivery/load": view("settings"),
  "POST /api/v1/admin/delivery/update": edit("settings"),
  "POST /api/v1/admin/tax-identity/load": view("settings"),
  "POST /api/v1/admin/tax-identity/update": edit("settings"),
  "POST /api/v1/admin/two-step/load": view("settings"),
  "POST /api/v1/admin/shop-details/load": view("settings"),
  "POST /api/v1/admin/shop-details/update": edit("settings"),
  "POST /api/v1/admin/payments/load": view("settings"),
  "POST /api/v1/admin/payments/update": edit("settings"),
  "POST /api/v1/admin/currencies/load": view("settings"),
  "POST /api/v1/admin/currencies/update": edit("settings"),
  "POST /api/v1/admin/categories/list": view("catalogue"),
  "POST /api/v1/admin/categories/create": edit("catalogue"),
  "POST /api/v1/admin/categories/update": edit("catalogue"),
  "POST /api/v1/admin/categories/move": edit("catalogue"),
  "POST /api/v1/admin/categories/delete": edit("catalogue"),
  "POST /api/v1/admin/categories/image": edit("catalogue"),
  "POST /api/v1/admin/menus/list": view("catalogue"),
  "POST /api/v1/admin/menus/save": edit("catalogue"),
  "POST /api/v1/admin/guides/list": view("catalogue"),
  "POST /api/v1/admin/guides/create": edit("catalogue"),
  "POST /api/v1/admin/guides/update": edit("catalogue"),
  "POST /api/v1/admin/guides/publish": edit("catalogue"),
  "POST /api/v1/admin/guides/delete": edit("catalogue"),
  "POST /api/v1/admin/guides/cover": edit("catalogue"),
  "POST /api/v1/admin/pages/list": view("catalogue"),
  "POST /api/v1/admin/pages/load": view("catalogue"),
  "POST /api/v1/admin/pages/save": edit("catalogue"),
  "POST /api/v1/admin/pages/publish": edit("catalogue"),
  "POST /api/v1/admin/pages/unpublish": edit("catalogue"),
  "POST /api/v1/admin/lookbook/list": view("catalogue"),
  "POST /api/v1/admin/lookbook/upload": edit("catalogue"),
  "POST /api/v1/admin/lookbook/update": edit("catalogue"),
  "POST /api/v1/admin/lookbook/publish": edit("catalogue"),
  "POST /api/v1/admin/lookbook/move": edit("catalogue"),
  "POST /api/v1/admin/lookbook/delete": edit("catalogue"),
  "POST /api/v1/admin/reviews/search": view("engagement"),
  "POST /api/v1/admin/reviews/approve": edit("engagement"),
  "POST /api/v1/admin/reviews/reject": edit("engagement"),
  "POST /api/v1/admin/reviews/reply": edit("engagement"),
  "POST /api/v1/admin/contact/search": view("engagement"),
  "POST /api/v1/admin/contact/detail": view("engagement"),
  "POST /api/v1/admin/contact/reply": edit("engagement"),
  "POST /api/v1/admin/contact/status": edit("engagement"),
  "POST /api/v1/admin/customers/search": view("customers"),
  "POST /api/v1/admin/customers/detail": view("customers"),
  "POST /api/v1/admin/customers/disable": edit("customers"),
  "POST /api/v1/admin/customers/enable": edit("customers"),
  "POST /api/v1/admin/customers/erase": edit("customers"),
  "GET /api/v1/admin/customers/{customerId}/export.json": edit("customers"),
  "POST /api/v1/admin/newsletter/subscribers": view("engagement"),
  "GET /api/v1/admin/newsletter/subscribers/export.csv": view("engagement"),
  "POST /api/v1/admin/reports/sales": view("commerce"),
  "POST /api/v1/admin/reports/vat": view("commerce"),
  "GET /api/v1/admin/reports/sales.csv": view("commerce"),
  "GET /api/v1/admin/reports/vat.csv": view("commerce"),
  "POST /api/v1/admin/discounts/search": view("commerce"),
  "POST /api/v1/admin/discounts/add": edit("commerce"),
  "POST /api/v1/admin/discounts/update": edit("commerce"),
  "POST /api/v1/admin/discounts/setActive": edit("commerce"),
  "POST /api/v1/admin/newsletter/campaigns/list": view("engagement"),
  "POST /api/v1/admin/newsletter/campaigns/save": edit("engagement"),
  "POST /api/v1/admin/newsletter/campaigns/test": edit("engagement"),
  "POST /api/v1/admin/newsletter/campaigns/send": edit("engagement"),
  "POST /api/v1/admin/staff/search": view("staff"),
  "POST /api/v1/admin/staff/invite": edit("staff"),
  "POST /api/v1/admin/staff/resend-invite": edit("staff"),
  "POST /api/v1/admin/staff/role": edit("staff"),
  "POST /api/v1/admin/staff/status": edit("staff"),
  "POST /api/v1/admin/two-step/update": {
    onlyRoles: ["ROLE_SUPER_ADMIN", "ROLE_ADMIN"],
    why: "decision 0009: the admins themselves decide whether admins need two-step login",
  },
};

const callers = ["visitor", ...everyRole] as const;
type Caller = (typeof callers)[number];

function allows(needs: Needs, role: string): boolean {
  return "onlyRoles" in needs ? needs.onlyRoles.includes(role) : mayUse(role, needs.area, needs.access);
}

const ctx = fileTestContext({ seed: false });
let operations: Array<{ key: string; method: string; url: string }>;
const headersOf = new Map<Caller, Record<string, string>>();

beforeAll(async () => {
  const doc = ctx().app.swagger() as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith("/api/v1/admin"))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        // Path parameters ({id}) get a plausible id; the role is checked before the id is looked at.
        url: path.replace(/\{[^}]+\}/g, "1"),
      })),
    );
  headersOf.set("visitor", {});
  for (const role of everyRole) headersOf.set(role, await staffHeaders(ctx(), role));
});

/** Not a request envelope: a call that read the body would answer 400 (or 415 for a file upload). */
const notAnEnvelope = JSON.stringify({ payload: "not an envelope", requestPayload: [1, 2, 3] });

describe('every admin call against every role (issue 13, DESIGN "Back office")', () => {
  it("every /api/v1/admin operation of the OpenAPI document has a row, and every row an operation", () => {
    const keys = operations.map((op) => op.key);
    expect(keys.length).toBeGreaterThanOrEqual(Object.keys(adminCalls).length);
    expect(
      keys.filter((key) => !(key in adminCalls)),
      "add a row to adminCalls",
    ).toEqual([]);
    expect(
      Object.keys(adminCalls).filter((key) => !keys.includes(key)),
      "a row without a call",
    ).toEqual([]);
  });

  it("visitor 401, a refused role 403 FORBIDDEN, an allowed role past the role check (before the body)", async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const needs = adminCalls[op.key];
      if (!needs) continue;
      for (const caller of callers) {
        const res = await ctx().app.inject({
          method: op.method as "POST",
          url: op.url,
          headers: { ...headersOf.get(caller), "content-type": "application/json" },
          payload: op.method === "GET" ? undefined : notAnEnvelope,
        });
        const code = res.statusCode >= 400 ? res.json().errorList?.[0]?.errorCode : undefined;
        const expected = caller === "visitor" ? "401" : allows(needs, caller) ? "allowed" : "403";
        const got =
          res.statusCode === 401 && code === "UNAUTHORIZED"
            ? "401"
            : res.statusCode === 403 && code === "FORBIDDEN"
              ? "403"
              : res.statusCode === 401 || res.statusCode === 403
                ? `${res.statusCode} ${code}`
                : "allowed";
        if (got !== expected) wrong.push(`${op.key} as ${caller}: ${got} (${res.statusCode}), expected ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
