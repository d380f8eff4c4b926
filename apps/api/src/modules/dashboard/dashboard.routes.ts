import { dashboardRequestSchema, dashboardResponseSchema, successEnvelope } from "@shop/shared";
import { acceptEmptyJsonBody, languageOf, optionalEnvelope } from "../../lib/member-routes";
import { type ModulePlugin, noStore } from "../../lib/reply";
import type { DashboardService } from "./dashboard.service";

/** The back office's landing figures: the role table's "dashboard" area (SUPER_ADMIN, ADMIN, MANAGER). */
export const dashboardRoutes: ModulePlugin<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  acceptEmptyJsonBody(app);

  app.post(
    "/api/v1/admin/dashboard",
    {
      onRequest: app.requireAccess("dashboard", "view"),
      schema: {
        tags: ["back office"],
        security: [{ bearerAuth: [] }],
        summary: "Today's orders and revenue, orders to prepare per slot today and tomorrow, the lowest-stock SKUs",
        description:
          "Days are Asia/Dubai days. Revenue: the totals (fils) of today's orders that are not cancelled or " +
          "refunded. lowStock: at most 10 SKUs at or under their threshold, lowest first, named in `lang`.",
        body: optionalEnvelope(dashboardRequestSchema),
        response: { 200: successEnvelope(dashboardResponseSchema) },
      },
    },
    async (request, reply) => {
      const lang = languageOf(request, request.body?.payload?.requestPayload?.lang);
      return noStore(reply, await dashboard.figures(lang));
    },
  );
};
