import { Readable } from "node:stream";
import { deliverySlots, emirates, isoDateField, languageSchema, orderNumberField } from "@shop/shared";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { languageOf } from "../../../lib/member-routes";
import type { ModulePlugin } from "../../../lib/reply";
import type { DocumentsService } from "./documents.service";

const params = z.object({ number: orderNumberField });
const langQuery = z.object({ lang: languageSchema.optional() });
/** An empty emirate or slot (`&emirate=&slot=`) is no filter. */
const slipsQuery = z.object({
  date: isoDateField,
  emirate: z.union([z.literal(""), z.enum(emirates)]).optional(),
  slot: z.union([z.literal(""), z.enum(deliverySlots)]).optional(),
  lang: languageSchema.optional(),
});

const adminTags = ["back office"];
const security = [{ bearerAuth: [] }];

/** A PDF answer: shown in the browser's viewer (inline) with a file name for saving, never cached. */
function sendPdf(reply: FastifyReply, fileName: string, body: Readable) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `inline; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"`)
    .header("cache-control", "no-store")
    .send(body);
}

/**
 * The order documents (issue 15): tax invoice and packing slip for staff (orders area, view: role checked on
 * request like every admin call), a delivery day's packing slips in one streamed PDF, and the shopper's own tax
 * invoice (session or Bearer token; another member's order is NOT_FOUND).
 */
export const orderDocumentsRoutes: ModulePlugin<{ documents: DocumentsService }> = async (app, { documents }) => {
  const view = app.requireAccess("orders", "view");

  app.get(
    "/api/v1/admin/orders/:number/invoice.pdf",
    {
      onRequest: view,
      schema: {
        tags: adminTags,
        security,
        summary: "An order's UAE tax invoice (PDF), in the order's language unless `lang` is given",
        description:
          "Invoice number INV- and the order id on 8 digits; the shop's legal name, address and TRN from the " +
          "settings; each line's VAT at 5%, delivery charge and COD fee, totals without and with VAT in AED, refunds. " +
          "An Arabic invoice is right to left with the English words beside the Arabic. CONFLICT for an order " +
          "never paid or cancelled.",
        params,
        querystring: langQuery,
      },
    },
    async (request, reply) => {
      const { number } = request.params as z.infer<typeof params>;
      const { lang } = request.query as z.infer<typeof langQuery>;
      const file = await documents.invoice(number, lang);
      return sendPdf(reply, file.fileName, file.stream);
    },
  );

  app.get(
    "/api/v1/admin/orders/:number/packing-slip.pdf",
    {
      onRequest: view,
      schema: {
        tags: adminTags,
        security,
        summary: "An order's packing slip (PDF): delivery, customer, lines with SKU and options, tick boxes, no prices",
        description: "In `lang`, else the back office's language (the lang cookie), else English.",
        params,
        querystring: langQuery,
      },
    },
    async (request, reply) => {
      const { number } = request.params as z.infer<typeof params>;
      const { lang } = request.query as z.infer<typeof langQuery>;
      const file = await documents.packingSlip(number, languageOf(request, lang));
      return sendPdf(reply, file.fileName, file.stream);
    },
  );

  app.get(
    "/api/v1/admin/deliveries/packing-slips.pdf",
    {
      onRequest: view,
      schema: {
        tags: adminTags,
        security,
        summary: "Every packing slip of a delivery day (and emirate, slot) in one PDF, streamed",
        description:
          "Orders confirmed, being prepared or out for delivery on `date`, by emirate, slot and order; read in " +
          "batches and written as they are read. A day without such orders gives a one-page PDF saying so.",
        querystring: slipsQuery,
      },
    },
    async (request, reply) => {
      const query = request.query as z.infer<typeof slipsQuery>;
      const filter = { date: query.date, emirate: query.emirate || undefined, slot: query.slot || undefined };
      const file = documents.packingSlips(filter, languageOf(request, query.lang));
      return sendPdf(reply, file.fileName, Readable.from(file.chunks, { objectMode: false }));
    },
  );

  app.get(
    "/api/v1/orders/:number/invoice.pdf",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["orders"],
        security,
        summary: "The tax invoice (PDF) of one of the caller's orders; NOT_FOUND for any other number",
        description: "In the order's language unless `lang` is given. CONFLICT for an order never paid or cancelled.",
        params,
        querystring: langQuery,
      },
    },
    async (request, reply) => {
      const { number } = request.params as z.infer<typeof params>;
      const { lang } = request.query as z.infer<typeof langQuery>;
      const file = await documents.memberInvoice(request.authUser!.id, number, lang);
      return sendPdf(reply, file.fileName, file.stream);
    },
  );
};
