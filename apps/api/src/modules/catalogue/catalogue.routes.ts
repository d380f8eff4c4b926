import {
  productSearchRequestSchema,
  productSearchResponseSchema,
  requestEnvelope,
  successEnvelope,
} from "@shop/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { CatalogueService } from "./catalogue.service";

const searchSchema = {
  tags: ["catalogue"],
  body: requestEnvelope(productSearchRequestSchema),
  response: { 200: successEnvelope(productSearchResponseSchema) },
};

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (app, { catalogue }) => {
  app.post(
    "/api/v1/displayproducts/search",
    { schema: { ...searchSchema, summary: "Search the catalogue: criteria, zero-based page `from`, sort" } },
    async (request) => ({
      status: "SUCCESS" as const,
      responceObj: await catalogue.search(request.body.payload.requestPayload),
    }),
  );
  app.post(
    "/api/v1/displayproducts/searchonlyproducts",
    { schema: { ...searchSchema, summary: "Same search, or products by id (filterBy productIds, filtercond equal)" } },
    async (request) => ({
      status: "SUCCESS" as const,
      responceObj: await catalogue.search(request.body.payload.requestPayload),
    }),
  );
};
