import multipart from "@fastify/multipart";
import {
  adminImageDeleteRequestSchema,
  adminImageListRequestSchema,
  adminImagesResponseSchema,
  adminImageUpdateRequestSchema,
  MAX_IMAGE_BYTES,
  requestEnvelope,
  successEnvelope,
} from "@shop/shared";
import { type ModulePlugin, noStore } from "../../lib/reply";
import type { ProductImageService } from "./catalogue.images.service";
import { readImageUpload, uploadLimits } from "./catalogue.images.upload";

const tags = ["back office"];
const security = [{ bearerAuth: [] }];
const imagesAnswer = { 200: successEnvelope(adminImagesResponseSchema) };

/**
 * The back office's product pictures (catalogue area): "view" lists, "edit" uploads, changes and deletes. Token
 * and role are checked on request, before the body (the upload's file included) is read: 401, then 403.
 */
export const productImageRoutes: ModulePlugin<{ images: ProductImageService }> = async (app, { images }) => {
  const view = app.requireAccess("catalogue", "view");
  const edit = app.requireAccess("catalogue", "edit");
  const base = "/api/v1/admin/products/images";
  // Scoped to this plugin: the rest of the API still takes JSON only.
  await app.register(multipart, {
    limits: uploadLimits(MAX_IMAGE_BYTES),
  });

  app.post(
    `${base}/upload`,
    {
      onRequest: edit,
      schema: {
        tags,
        security,
        summary: "Add a picture at the end of a product's pictures (multipart/form-data: productId, file)",
        description:
          "JPEG, PNG, WebP or AVIF, at most 10 MB (else 413 PAYLOAD_TOO_LARGE) and 40 megapixels; stored as " +
          "WebP in the storefront's widths, upright, without EXIF or GPS. A refused file stores nothing.",
        consumes: ["multipart/form-data"],
        response: imagesAnswer,
      },
    },
    async (request, reply) => {
      const { id: productId, bytes } = await readImageUpload(request, "productId");
      return noStore(reply, await images.upload(request.authUser!, productId, bytes));
    },
  );

  app.post(
    `${base}/list`,
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary: "A product's pictures in their order (0 is the main picture)",
        body: requestEnvelope(adminImageListRequestSchema),
        response: imagesAnswer,
      },
    },
    async (request, reply) => noStore(reply, await images.list(request.body.payload.requestPayload.productId)),
  );

  app.post(
    `${base}/update`,
    {
      onRequest: edit,
      schema: {
        tags,
        security,
        summary: "Change a picture's alt texts, pot colour or position (position 0 makes it the main picture)",
        body: requestEnvelope(adminImageUpdateRequestSchema),
        response: imagesAnswer,
      },
    },
    async (request, reply) =>
      noStore(reply, await images.update(request.authUser!, request.body.payload.requestPayload)),
  );

  app.post(
    `${base}/delete`,
    {
      onRequest: edit,
      schema: {
        tags,
        security,
        summary: "Delete a picture and every stored size; the others close the gap",
        body: requestEnvelope(adminImageDeleteRequestSchema),
        response: imagesAnswer,
      },
    },
    async (request, reply) =>
      noStore(reply, await images.delete(request.authUser!, request.body.payload.requestPayload)),
  );
};
