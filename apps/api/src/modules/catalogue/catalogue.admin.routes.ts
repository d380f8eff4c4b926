import {
  adminProductCreateRequestSchema,
  adminProductIdRequestSchema,
  adminProductListRequestSchema,
  adminProductListResponseSchema,
  adminProductResponseSchema,
  adminProductUpdateRequestSchema,
  adminProductVersionRequestSchema,
  requestEnvelope,
  successEnvelope,
} from "@shop/shared";
import { type ModulePlugin, noStore } from "../../lib/reply";
import type { AdminProductService } from "./catalogue.admin.service";

const tags = ["back office"];
const security = [{ bearerAuth: [] }];
const productAnswer = { 200: successEnvelope(adminProductResponseSchema) };

/**
 * The back office's products (catalogue area): "view" lists and reads, "edit" writes. Token and role are
 * checked on request, before the body is read: 401, then 403, then any 400.
 */
export const adminProductRoutes: ModulePlugin<{ products: AdminProductService }> = async (app, { products }) => {
  const view = app.requireAccess("catalogue", "view");
  const edit = app.requireAccess("catalogue", "edit");
  const base = "/api/v1/admin/products";

  app.post(
    `${base}/search`,
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary:
          "Every product (drafts and archived too): text, category, status, stock and sale filters; sorted, paged",
        body: requestEnvelope(adminProductListRequestSchema),
        response: { 200: successEnvelope(adminProductListResponseSchema) },
      },
    },
    async (request, reply) => noStore(reply, await products.search(request.body.payload.requestPayload)),
  );

  app.post(
    `${base}/detail`,
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary: "One product as the edit page shows it, with its version, texts per language and SKUs",
        body: requestEnvelope(adminProductIdRequestSchema),
        response: productAnswer,
      },
    },
    async (request, reply) => noStore(reply, await products.detail(request.body.payload.requestPayload.id)),
  );

  app.post(
    `${base}/create`,
    {
      onRequest: edit,
      schema: {
        tags,
        security,
        summary: "A new product (a draft unless a status is sent); its slug comes from the English name",
        body: requestEnvelope(adminProductCreateRequestSchema),
        response: productAnswer,
      },
    },
    async (request, reply) =>
      noStore(reply, await products.create(request.authUser!, request.body.payload.requestPayload)),
  );

  app.post(
    `${base}/update`,
    {
      onRequest: edit,
      schema: {
        tags,
        security,
        summary: "Save a product with the version it was read at; CONFLICT (field version) when changed since",
        description:
          "SKUs are matched by code: new ones added, missing ones deactivated (never deleted), stock untouched. " +
          "A changed English name changes the slug; the old one answers 301 on the storefront.",
        body: requestEnvelope(adminProductUpdateRequestSchema),
        response: productAnswer,
      },
    },
    async (request, reply) =>
      noStore(reply, await products.update(request.authUser!, request.body.payload.requestPayload)),
  );

  const lifecycle = [
    ["duplicate", "A draft copy named '<name> (copy)', SKU codes suffixed -COPY, no stock"],
    ["archive", "Withdraw a product from the shop (restorable)"],
    ["restore", "Put an archived product back on sale"],
  ] as const;
  for (const [action, summary] of lifecycle) {
    app.post(
      `${base}/${action}`,
      {
        onRequest: edit,
        schema: {
          tags,
          security,
          summary,
          body: requestEnvelope(adminProductVersionRequestSchema),
          response: productAnswer,
        },
      },
      async (request, reply) =>
        noStore(reply, await products[action](request.authUser!, request.body.payload.requestPayload)),
    );
  }
};
