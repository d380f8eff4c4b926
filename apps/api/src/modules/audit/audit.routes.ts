import { auditSearchRequestSchema, auditSearchResponseSchema } from "@shop/shared";
import { adminPost } from "../../lib/admin-routes";
import { acceptEmptyJsonBody } from "../../lib/member-routes";
import type { ModulePlugin } from "../../lib/reply";
import type { AuditService } from "./audit.service";

/** The audit log (issue 13 "Audit log"): ADMIN and SUPER_ADMIN read it (the role table's "audit" area). */
export const auditRoutes: ModulePlugin<{ audit: AuditService }> = async (app, { audit }) => {
  acceptEmptyJsonBody(app);

  adminPost(
    app,
    "/api/v1/admin/audit/search",
    {
      area: "audit",
      access: "view",
      summary: "The back office's writes newest first: who, when, what, before and after; filtered and paged",
      description:
        "Filters: entity and entityId, productId (a product's whole history: its saves and its SKUs', pictures', " +
        "prices' and stock's changes), actorId, action (exact, or a prefix ending with a dot: 'product.'), " +
        "fromDate/toDate (Asia/Dubai days, both included). FORBIDDEN but for ADMIN and SUPER_ADMIN.",
      payload: auditSearchRequestSchema,
      optional: true,
      response: auditSearchResponseSchema,
    },
    (filter) => audit.search(filter ?? null),
  );
};
