import { Readable } from "node:stream";
import {
  adminDeliveriesRequestSchema,
  adminDeliveriesResponseSchema,
  adminDeliveryChangeRequestSchema,
  adminOrderExportQuerySchema,
  adminOrderNoteAddRequestSchema,
  adminOrderNotesRequestSchema,
  adminOrderNotesResponseSchema,
  adminOrderResponseSchema,
} from "@shop/shared";
import { adminPost } from "../../../lib/admin-routes";
import type { ModulePlugin } from "../../../lib/reply";
import type { AdminOrdersService } from "./orders.admin.service";

/**
 * The back office's order operations (issue 15, area "orders"): a day's deliveries, the filtered list as CSV,
 * internal notes and changing the delivery before dispatch. The role is checked before the body or query is read.
 */
export const orderOperationsRoutes: ModulePlugin<{ adminOrders: AdminOrdersService }> = async (
  app,
  { adminOrders },
) => {
  adminPost(
    app,
    "/api/v1/admin/deliveries/list",
    {
      area: "orders",
      access: "view",
      summary: "The orders to deliver on a date, by emirate then slot, with address, mobile and the cash to collect",
      description: "Confirmed, preparing, out for delivery, delivered and failed deliveries; never cancelled ones.",
      payload: adminDeliveriesRequestSchema,
      response: adminDeliveriesResponseSchema,
    },
    (filter) => adminOrders.deliveries(filter),
  );

  app.get(
    "/api/v1/admin/orders/export.csv",
    {
      onRequest: app.requireAccess("orders", "view"),
      schema: {
        tags: ["back office"],
        security: [{ bearerAuth: [] }],
        summary: "The orders the list's filters show as CSV (UTF-8 with BOM), in the order they were placed",
        description:
          "Streamed 500 orders at a time; a cell starting with = + - @ gets a leading ' (spreadsheet formulas).",
        querystring: adminOrderExportQuerySchema,
      },
    },
    async (request, reply) => {
      const rows = adminOrders.exportCsv(request.query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="orders.csv"')
        .header("cache-control", "no-store")
        .send(Readable.from(rows));
    },
  );

  adminPost(
    app,
    "/api/v1/admin/orders/notes/list",
    {
      area: "orders",
      access: "view",
      summary: "Staff's internal notes on an order, oldest first (never shown to the shopper)",
      payload: adminOrderNotesRequestSchema,
      response: adminOrderNotesResponseSchema,
    },
    ({ number }) => adminOrders.notes.list(number),
  );

  adminPost(
    app,
    "/api/v1/admin/orders/notes/add",
    {
      area: "orders",
      access: "edit",
      summary: "Add an internal note to an order (audited); answers every note of the order",
      payload: adminOrderNoteAddRequestSchema,
      response: adminOrderNotesResponseSchema,
    },
    (note, staff) => adminOrders.notes.add(staff, note),
  );

  adminPost(
    app,
    "/api/v1/admin/orders/delivery/change",
    {
      area: "orders",
      access: "edit",
      summary: "Change an order's delivery address, date or slot before dispatch; the shopper is e-mailed",
      description:
        "Pending payment, confirmed or preparing orders only (else CONFLICT). The date and slot follow checkout's " +
        "rules (closed dates, cut-offs: VALIDATION_FAILED); a full slot is CONFLICT and nothing changes. The address " +
        "must stay in the order's emirate.",
      payload: adminDeliveryChangeRequestSchema,
      response: adminOrderResponseSchema,
    },
    (change, staff) => adminOrders.changeDelivery(staff, change),
  );
};
