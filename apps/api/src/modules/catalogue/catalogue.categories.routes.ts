import {
  adminCategoryCreateRequestSchema,
  adminCategoryDeleteResponseSchema,
  adminCategoryIdRequestSchema,
  adminCategoryListRequestSchema,
  adminCategoryListResponseSchema,
  adminCategoryMoveRequestSchema,
  adminCategoryResponseSchema,
  adminCategoryUpdateRequestSchema,
  requestEnvelope,
  successEnvelope,
} from "@shop/shared";
import { type ModulePlugin, noStore } from "../../lib/reply";
import type { CategoryService } from "./catalogue.categories.service";

const tags = ["back office"];
const security = [{ bearerAuth: [] }];
const categoryAnswer = { 200: successEnvelope(adminCategoryResponseSchema) };

/** The back office's category tree (catalogue area): "view" lists, "edit" writes; role checked before the body. */
export const adminCategoryRoutes: ModulePlugin<{ categories: CategoryService }> = async (app, { categories }) => {
  const view = app.requireAccess("catalogue", "view");
  const edit = app.requireAccess("catalogue", "edit");
  const base = "/api/v1/admin/categories";
  const schema = (summary: string) => ({ tags, security, summary });

  app.post(
    `${base}/list`,
    {
      onRequest: view,
      schema: {
        ...schema("Every category (hidden too), flat with parentId and position, and its products' count"),
        body: requestEnvelope(adminCategoryListRequestSchema),
        response: { 200: successEnvelope(adminCategoryListResponseSchema) },
      },
    },
    async (_request, reply) => noStore(reply, await categories.list()),
  );

  app.post(
    `${base}/create`,
    {
      onRequest: edit,
      schema: {
        ...schema("A new category, last among its siblings; its slug comes from the English name"),
        body: requestEnvelope(adminCategoryCreateRequestSchema),
        response: categoryAnswer,
      },
    },
    async (request, reply) =>
      noStore(reply, await categories.create(request.authUser!, request.body.payload.requestPayload)),
  );

  app.post(
    `${base}/update`,
    {
      onRequest: edit,
      schema: {
        ...schema("Rename (en, fr, ar), set the image, hide or show a category"),
        body: requestEnvelope(adminCategoryUpdateRequestSchema),
        response: categoryAnswer,
      },
    },
    async (request, reply) =>
      noStore(reply, await categories.update(request.authUser!, request.body.payload.requestPayload)),
  );

  app.post(
    `${base}/move`,
    {
      onRequest: edit,
      schema: {
        ...schema("Move a category under another parent (never its own) and to a position among its siblings"),
        body: requestEnvelope(adminCategoryMoveRequestSchema),
        response: categoryAnswer,
      },
    },
    async (request, reply) =>
      noStore(reply, await categories.move(request.authUser!, request.body.payload.requestPayload)),
  );

  app.post(
    `${base}/delete`,
    {
      onRequest: edit,
      schema: {
        ...schema("Delete an empty category; one with products or sub-categories is CONFLICT"),
        body: requestEnvelope(adminCategoryIdRequestSchema),
        response: { 200: successEnvelope(adminCategoryDeleteResponseSchema) },
      },
    },
    async (request, reply) =>
      noStore(reply, await categories.remove(request.authUser!, request.body.payload.requestPayload.id)),
  );
};
