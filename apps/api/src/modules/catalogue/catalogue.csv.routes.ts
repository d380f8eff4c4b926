import { Readable } from "node:stream";
import {
  adminProductExportQuerySchema,
  adminProductImportRequestSchema,
  adminProductImportResponseSchema,
  MAX_IMPORT_BYTES,
  requestEnvelope,
  successEnvelope,
} from "@shop/shared";
import { type ModulePlugin, noStore } from "../../lib/reply";
import type { ProductCsvService } from "./catalogue.csv.service";

const tags = ["back office"];
const security = [{ bearerAuth: [] }];

/** The product CSV (catalogue area): export with "view", import with "edit"; the role is checked before the body. */
export const productCsvRoutes: ModulePlugin<{ csv: ProductCsvService }> = async (app, { csv }) => {
  app.get(
    "/api/v1/admin/products/export.csv",
    {
      onRequest: app.requireAccess("catalogue", "view"),
      schema: {
        tags,
        security,
        summary: "The products the list's filters show, one row per SKU (CSV, UTF-8 with BOM), in product id order",
        description: "The columns an import reads; stock is read only. Streamed a page of products at a time.",
        querystring: adminProductExportQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="products.csv"')
        .header("cache-control", "no-store")
        .send(Readable.from(csv.exportCsv(request.query))),
  );

  app.post(
    "/api/v1/admin/products/import",
    {
      onRequest: app.requireAccess("catalogue", "edit"),
      // The CSV text (at most 5 MB) inside JSON, where quotes and line breaks are escaped.
      bodyLimit: 3 * MAX_IMPORT_BYTES,
      schema: {
        tags,
        security,
        summary:
          "Import products and SKUs from CSV: a dry run lists every row's errors; a real run applies all or none",
        description:
          "Rows are grouped by product_id, else slug (a new slug creates a product named by its English name); SKUs " +
          "are created or updated by code, checked with the product form's rules. A real run with any row in error " +
          "writes nothing and answers applied: false with the errors. Stock is never changed.",
        body: requestEnvelope(adminProductImportRequestSchema),
        response: { 200: successEnvelope(adminProductImportResponseSchema) },
      },
    },
    async (request, reply) => noStore(reply, await csv.import(request.authUser!, request.body.payload.requestPayload)),
  );
};
