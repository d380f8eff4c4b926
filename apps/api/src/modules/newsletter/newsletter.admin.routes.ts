import { Readable } from "node:stream";
import {
  adminSubscriberExportQuerySchema,
  adminSubscriberSearchRequestSchema,
  adminSubscriberSearchResponseSchema,
} from "@shop/shared";
import { adminPost } from "../../lib/admin-routes";
import { acceptEmptyJsonBody } from "../../lib/member-routes";
import type { ModulePlugin } from "../../lib/reply";
import type { NewsletterService } from "./newsletter.service";

/** The subscriber list of the back office (the role table's "engagement" area). */
export const newsletterAdminRoutes: ModulePlugin<{ newsletter: NewsletterService }> = async (app, { newsletter }) => {
  acceptEmptyJsonBody(app);

  adminPost(
    app,
    "/api/v1/admin/newsletter/subscribers",
    {
      area: "engagement",
      access: "view",
      summary: "Newsletter subscribers newest first, with status and source; filtered by status or address, paged",
      description: "counts holds the number of addresses in each status over the whole list.",
      payload: adminSubscriberSearchRequestSchema,
      optional: true,
      response: adminSubscriberSearchResponseSchema,
    },
    (filter) => newsletter.search(filter ?? null),
  );

  app.get(
    "/api/v1/admin/newsletter/subscribers/export.csv",
    {
      onRequest: app.requireAccess("engagement", "view"),
      schema: {
        tags: ["back office"],
        security: [{ bearerAuth: [] }],
        summary: "The subscriber list (one status, or all) as CSV, UTF-8 with BOM, in the order they came",
        querystring: adminSubscriberExportQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="newsletter-subscribers.csv"')
        .header("cache-control", "no-store")
        .send(Readable.from(newsletter.exportCsv(request.query.status))),
  );
};
