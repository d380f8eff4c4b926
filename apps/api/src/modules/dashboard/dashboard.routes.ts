import { dashboardRequestSchema, dashboardResponseSchema } from "@shop/shared";
import { adminPost } from "../../lib/admin-routes";
import { acceptEmptyJsonBody, languageOf } from "../../lib/member-routes";
import type { ModulePlugin } from "../../lib/reply";
import type { DashboardService } from "./dashboard.service";

/** The back office's landing figures: the role table's "dashboard" area (SUPER_ADMIN, ADMIN, MANAGER). */
export const dashboardRoutes: ModulePlugin<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  acceptEmptyJsonBody(app);

  adminPost(
    app,
    "/api/v1/admin/dashboard",
    {
      area: "dashboard",
      access: "view",
      summary: "Today's orders and revenue, orders to prepare per slot today and tomorrow, the lowest-stock SKUs",
      description:
        "Days are Asia/Dubai days. Revenue: the totals (fils) of today's orders that are not cancelled or " +
        "refunded. lowStock: at most 10 SKUs at or under their threshold, lowest first, named in `lang`.",
      payload: dashboardRequestSchema,
      optional: true,
      response: dashboardResponseSchema,
    },
    (request, _staff, raw) => dashboard.figures(languageOf(raw, request?.lang)),
  );
};
