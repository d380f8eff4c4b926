import {
  productBySlugRequestSchema,
  productFacetedSearchResponseSchema,
  productListResponseSchema,
  productPageResponseSchema,
  productSearchRequestSchema,
  productSuggestRequestSchema,
  productSuggestResponseSchema,
  requestEnvelope,
  successEnvelope,
} from "@shop/shared";
import { type PeriodicJob, runWithApp } from "../../lib/periodic-job";
import { type ModulePlugin, SerializedReply } from "../../lib/reply";
import type { CatalogueService } from "./catalogue.service";

const tags = ["catalogue"];

/**
 * Answers are serialised without the schema pass (SerializedReply.of): the shapes are built from the same shared
 * types, and skipping the per-response schema pass is ~10 % of a cached search (the schemas still document the API).
 */
const serialized = SerializedReply.of;

export const catalogueRoutes: ModulePlugin<{ catalogue: CatalogueService; bands: PeriodicJob }> = async (
  app,
  { catalogue, bands },
) => {
  // In the background: the server starts no later, and the first text search finds the bands read (issue 17).
  runWithApp(app, bands);
  app.addHook("onReady", async () => {
    bands
      .runOnce()
      .catch(() => {})
      .then(() => catalogue.warmUp())
      .catch((error: unknown) => app.log.warn({ err: error }, "catalogue warm-up failed"));
  });
  app.post(
    "/api/v1/displayproducts/search",
    {
      schema: {
        tags,
        summary: "Search the catalogue: criteria, zero-based page `from`, sort; with totalCount and facet counts",
        description:
          "Criteria combine with AND, the values of one criterion with OR. Each facet counts over the products " +
          "matching every other filter but not its own. productName is a full-text search (typo-tolerant) in " +
          "`lang` and English; with it, sort popularity means best match first. 16 per page, at most 100.",
        body: requestEnvelope(productSearchRequestSchema),
        response: { 200: successEnvelope(productFacetedSearchResponseSchema) },
      },
    },
    async (request) => serialized(await catalogue.search(request.body.payload.requestPayload)),
  );

  app.post(
    "/api/v1/displayproducts/searchonlyproducts",
    {
      schema: {
        tags,
        summary: "Same search without facets, or products by id (filterBy productIds, filterValues, filtercond equal)",
        body: requestEnvelope(productSearchRequestSchema),
        response: { 200: successEnvelope(productListResponseSchema) },
      },
    },
    async (request) => serialized(await catalogue.searchOnlyProducts(request.body.payload.requestPayload)),
  );

  app.post(
    "/api/v1/displayproducts/suggest",
    {
      schema: {
        tags,
        summary: "Search-as-you-type: up to 6 products and 4 categories for a partial query",
        body: requestEnvelope(productSuggestRequestSchema),
        response: { 200: successEnvelope(productSuggestResponseSchema) },
      },
    },
    async (request) => serialized(await catalogue.suggest(request.body.payload.requestPayload)),
  );

  app.post(
    "/api/v1/displayproducts/product",
    {
      schema: {
        tags,
        summary: "One product page by slug: the product, up to 8 related products and the category breadcrumbs",
        description: "NOT_FOUND (404) for an unknown or inactive slug.",
        body: requestEnvelope(productBySlugRequestSchema),
        response: { 200: successEnvelope(productPageResponseSchema) },
      },
    },
    // Serialised once per product and language, then kept for a few seconds (decision 0002).
    async (request) => catalogue.productPageJson(request.body.payload.requestPayload),
  );
};
