import multipart from "@fastify/multipart";
import {
  adminCategoryCreateRequestSchema,
  adminCategoryDeleteResponseSchema,
  adminCategoryIdRequestSchema,
  adminCategoryListRequestSchema,
  adminCategoryListResponseSchema,
  adminCategoryMoveRequestSchema,
  adminCategoryResponseSchema,
  adminCategoryUpdateRequestSchema,
  MAX_IMAGE_BYTES,
  requestEnvelope,
  successEnvelope,
} from "@shop/shared";
import { type ModulePlugin, noStore } from "../../lib/reply";
import type { CategoryService } from "./catalogue.categories.service";
import { readImageUpload, uploadLimits } from "./catalogue.images.upload";

const tags = ["back office"];
const security = [{ bearerAuth: [] }];
const categoryAnswer = { 200: successEnvelope(adminCategoryResponseSchema) };

/** The back office's category tree (catalogue area): "view" lists, "edit" writes; role checked before the body. */
export const adminCategoryRoutes: ModulePlugin<{ categories: CategoryService }> = async (app, { categories }) => {
  const view = app.requireAccess("catalogue", "view");
  const edit = app.requireAccess("catalogue", "edit");
  const base = "/api/v1/admin/categories";
  const schema = (summary: string) => ({ tags, security, summary });
  // Scoped to this plugin, for the picture upload: the other calls still take JSON only.
  await app.register(multipart, { limits: uploadLimits(MAX_IMAGE_BYTES) });

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

  app.post(
    `${base}/image`,
    {
      onRequest: edit,
      schema: {
        ...schema("Upload a category's picture (multipart/form-data: categoryId, file), replacing the one it had"),
        description:
          "JPEG, PNG, WebP or AVIF, at most 10 MB (else 413 PAYLOAD_TOO_LARGE) and 40 megapixels; stored as WebP " +
          "in the storefront's widths, upright, without EXIF. A refused file stores nothing.",
        consumes: ["multipart/form-data"],
        response: categoryAnswer,
      },
    },
    async (request, reply) => {
      const { id, bytes } = await readImageUpload(request, "categoryId");
      return noStore(reply, await categories.uploadImage(request.authUser!, id, bytes));
    },
  );
};
