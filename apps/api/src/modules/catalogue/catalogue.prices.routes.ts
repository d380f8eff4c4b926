import { bulkPriceRequestSchema, bulkPriceResponseSchema, requestEnvelope, successEnvelope } from "@shop/shared";
import { type ModulePlugin, noStore } from "../../lib/reply";
import type { PriceService } from "./catalogue.prices.service";

const tags = ["back office"];
const security = [{ bearerAuth: [] }];
const schema = (summary: string, description: string) => ({
  tags,
  security,
  summary,
  description,
  body: requestEnvelope(bulkPriceRequestSchema),
  response: { 200: successEnvelope(bulkPriceResponseSchema) },
});
const rules =
  "Target: product ids (1-500) or a category with its sub-categories; every active SKU of those products. " +
  "Change: a whole percent (-90..500) on the price, rounded to whole fils, or a discount % (0..100). " +
  "VALIDATION_FAILED (field change) when a new price would leave 1..20,000,000 fils.";

/** The bulk price change (catalogue "edit"): token and role checked on request, before the body is read. */
export const priceRoutes: ModulePlugin<{ prices: PriceService }> = async (app, { prices }) => {
  const edit = app.requireAccess("catalogue", "edit");
  const base = "/api/v1/admin/products/prices";

  app.post(
    `${base}/preview`,
    {
      onRequest: edit,
      schema: schema("Each SKU's price and discount before and after a bulk change; nothing saved", rules),
    },
    async (request, reply) => noStore(reply, await prices.preview(request.body.payload.requestPayload)),
  );

  app.post(
    `${base}/apply`,
    {
      onRequest: edit,
      schema: schema(
        "Apply a bulk price change: all SKUs or none, one audit entry per product",
        `${rules} Each changed product's version moves on; orders already placed keep their prices.`,
      ),
    },
    async (request, reply) =>
      noStore(reply, await prices.apply(request.authUser!, request.body.payload.requestPayload)),
  );
};
