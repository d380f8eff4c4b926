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
  successEnvelope,
} from "@shop/shared";
import { adminPost } from "../../lib/admin-routes";
import { type ModulePlugin, noStore } from "../../lib/reply";
import type { CategoryService } from "./catalogue.categories.service";
import { readImageUpload, uploadLimits } from "./catalogue.images.upload";

/** The back office's category tree (catalogue area): "view" lists, "edit" writes; role checked before the body. */
export const adminCategoryRoutes: ModulePlugin<{ categories: CategoryService }> = async (app, { categories }) => {
  const base = "/api/v1/admin/categories";
  const catalogue = { area: "catalogue" } as const;
  const edits = { ...catalogue, access: "edit", response: adminCategoryResponseSchema } as const;
  // Scoped to this plugin, for the picture upload: the other calls still take JSON only.
  await app.register(multipart, { limits: uploadLimits(MAX_IMAGE_BYTES) });

  adminPost(
    app,
    `${base}/list`,
    {
      ...catalogue,
      access: "view",
      summary: "Every category (hidden too), flat with parentId and position, and its products' count",
      payload: adminCategoryListRequestSchema,
      response: adminCategoryListResponseSchema,
    },
    () => categories.list(),
  );

  adminPost(
    app,
    `${base}/create`,
    {
      ...edits,
      summary: "A new category, last among its siblings; its slug comes from the English name",
      payload: adminCategoryCreateRequestSchema,
    },
    (values, staff) => categories.create(staff, values),
  );

  adminPost(
    app,
    `${base}/update`,
    {
      ...edits,
      summary: "Rename (en, fr, ar), set the image, hide or show a category",
      payload: adminCategoryUpdateRequestSchema,
    },
    (change, staff) => categories.update(staff, change),
  );

  adminPost(
    app,
    `${base}/move`,
    {
      ...edits,
      summary: "Move a category under another parent (never its own) and to a position among its siblings",
      payload: adminCategoryMoveRequestSchema,
    },
    (move, staff) => categories.move(staff, move),
  );

  adminPost(
    app,
    `${base}/delete`,
    {
      ...edits,
      summary: "Delete an empty category; one with products or sub-categories is CONFLICT",
      payload: adminCategoryIdRequestSchema,
      response: adminCategoryDeleteResponseSchema,
    },
    ({ id }, staff) => categories.remove(staff, id),
  );

  app.post(
    `${base}/image`,
    {
      onRequest: app.requireAccess("catalogue", "edit"),
      schema: {
        tags: ["back office"],
        security: [{ bearerAuth: [] }],
        summary: "Upload a category's picture (multipart/form-data: categoryId, file), replacing the one it had",
        description:
          "JPEG, PNG, WebP or AVIF, at most 10 MB (else 413 PAYLOAD_TOO_LARGE) and 40 megapixels; stored as WebP " +
          "in the storefront's widths, upright, without EXIF. A refused file stores nothing.",
        consumes: ["multipart/form-data"],
        response: { 200: successEnvelope(adminCategoryResponseSchema) },
      },
    },
    async (request, reply) => {
      const { id, bytes } = await readImageUpload(request, "categoryId");
      return noStore(reply, await categories.uploadImage(request.authUser!, id, bytes));
    },
  );
};
