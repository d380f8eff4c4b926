import { auditSearchRequestSchema, auditSearchResponseSchema, successEnvelope } from "@shop/shared";
import { acceptEmptyJsonBody, optionalEnvelope } from "../../lib/member-routes";
import type { ModulePlugin } from "../../lib/reply";
import type { AuditService } from "./audit.service";

/** The audit log (issue 13 "Audit log"): ADMIN and SUPER_ADMIN read it (the role table's "audit" area). */
export const auditRoutes: ModulePlugin<{ audit: AuditService }> = async (app, { audit }) => {
  acceptEmptyJsonBody(app);

  app.post(
    "/api/v1/admin/audit/search",
    {
      onRequest: app.requireAccess("audit", "view"),
      schema: {
        tags: ["back office"],
        security: [{ bearerAuth: [] }],
        summary: "The back office's writes newest first: who, when, what, before and after; filtered and paged",
        description:
          "Filters: entity and entityId (one product's history), actorId, action (exact, or a prefix ending with " +
          "a dot: 'product.'), fromDate/toDate (Asia/Dubai days, both included). FORBIDDEN but for ADMIN and " +
          "SUPER_ADMIN.",
        body: optionalEnvelope(auditSearchRequestSchema),
        response: { 200: successEnvelope(auditSearchResponseSchema) },
      },
    },
    async (request) => audit.search(request.body?.payload?.requestPayload ?? null),
  );
};
