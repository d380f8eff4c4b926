import {
  customerDetailResponseSchema,
  customerEraseRequestSchema,
  customerEraseResponseSchema,
  customerExportParamsSchema,
  customerIdRequestSchema,
  customerSearchRequestSchema,
  customerSearchResponseSchema,
  customerStateResponseSchema,
} from "@shop/shared";
import { adminPost } from "../../lib/admin-routes";
import { acceptEmptyJsonBody } from "../../lib/member-routes";
import type { ModulePlugin } from "../../lib/reply";
import type { CustomersService } from "./customers.service";

/**
 * The back office's customers (issue 15, area "customers"): MANAGER views; ADMIN and SUPER_ADMIN also disable,
 * re-enable, export and erase. Export needs "edit" too: it hands over all of a person's data at once.
 */
export const customersRoutes: ModulePlugin<{ customers: CustomersService }> = async (app, { customers }) => {
  acceptEmptyJsonBody(app);

  adminPost(
    app,
    "/api/v1/admin/customers/search",
    {
      area: "customers",
      access: "view",
      summary: "Shopper accounts newest first: a part of the name, e-mail or mobile, active or disabled, paged",
      payload: customerSearchRequestSchema,
      optional: true,
      response: customerSearchResponseSchema,
    },
    (payload) =>
      customers.search({
        query: payload?.query,
        state: payload?.state,
        from: payload?.from ?? 0,
        limit: payload?.limit ?? 20,
      }),
  );

  adminPost(
    app,
    "/api/v1/admin/customers/detail",
    {
      area: "customers",
      access: "view",
      summary: "A customer: profile, orders (newest 50) and lifetime spend, addresses, newsletter, reviews",
      description:
        "Lifetime spend: the paid orders' totals minus their refunds, in fils. A staff account is NOT_FOUND.",
      payload: customerIdRequestSchema,
      response: customerDetailResponseSchema,
    },
    ({ customerId }) => customers.detail(customerId),
  );

  adminPost(
    app,
    "/api/v1/admin/customers/disable",
    {
      area: "customers",
      access: "edit",
      summary: "Disable a customer: no login (ACCOUNT_DISABLED), their tokens and e-mailed links stop at once",
      payload: customerIdRequestSchema,
      response: customerStateResponseSchema,
    },
    ({ customerId }, staff) => customers.disable(staff, customerId),
  );

  adminPost(
    app,
    "/api/v1/admin/customers/enable",
    {
      area: "customers",
      access: "edit",
      summary: "Re-enable a disabled customer: they can log in again",
      payload: customerIdRequestSchema,
      response: customerStateResponseSchema,
    },
    ({ customerId }, staff) => customers.enable(staff, customerId),
  );

  adminPost(
    app,
    "/api/v1/admin/customers/erase",
    {
      area: "customers",
      access: "edit",
      summary: "Erase a customer on request (UAE PDPL): personal data removed, orders kept without it",
      description:
        "confirmEmail must be the customer's e-mail (VALIDATION_FAILED otherwise). A staff account is FORBIDDEN.",
      payload: customerEraseRequestSchema,
      response: customerEraseResponseSchema,
    },
    (payload, staff) => customers.erase(staff, payload),
  );

  app.get(
    "/api/v1/admin/customers/:customerId/export.json",
    {
      onRequest: app.requireAccess("customers", "edit"),
      schema: {
        tags: ["back office"],
        security: [{ bearerAuth: [] }],
        summary: "Download everything the shop holds about one customer as JSON (recorded in the audit log)",
        params: customerExportParamsSchema,
      },
    },
    async (request, reply) => {
      const { customerId } = request.params;
      const data = await customers.exportData(request.authUser!, customerId);
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="customer-${customerId}.json"`)
        .header("cache-control", "no-store")
        .send(JSON.stringify(data, null, 2));
    },
  );
};
