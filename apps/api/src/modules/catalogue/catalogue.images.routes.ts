import multipart from "@fastify/multipart";
import {
  adminImageDeleteRequestSchema,
  adminImageListRequestSchema,
  adminImagesResponseSchema,
  adminImageUpdateRequestSchema,
  idField,
  MAX_IMAGE_BYTES,
  requestEnvelope,
  successEnvelope,
} from "@shop/shared";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import { type ModulePlugin, noStore } from "../../lib/reply";
import type { ProductImageService } from "./catalogue.images.service";

const tags = ["back office"];
const security = [{ bearerAuth: [] }];
const imagesAnswer = { 200: successEnvelope(adminImagesResponseSchema) };

const tooLarge = () =>
  new AppError("PAYLOAD_TOO_LARGE", "This picture is larger than 10 MB.", "Upload a smaller photo.", "file");
const missing = (field: string, message: string) =>
  new AppError("VALIDATION_FAILED", message, "Send the product's id and one picture file.", field);

/** The upload's productId field and file, read whole into memory (at most MAX_IMAGE_BYTES, else 413). */
async function readUpload(request: FastifyRequest): Promise<{ productId: number; bytes: Buffer }> {
  let productId: unknown;
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || bytes) throw missing("file", "Send one picture in the field 'file'.");
        bytes = await part.toBuffer();
      } else if (part.fieldname === "productId") {
        productId = Number(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    if ((error as { statusCode?: number }).statusCode === 406) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the picture as multipart/form-data.", "", "file");
    }
    throw error;
  }
  const id = idField.safeParse(productId);
  if (!id.success) throw missing("productId", "Name the product the picture belongs to.");
  if (!bytes?.length) throw missing("file", "Choose a picture to upload.");
  return { productId: id.data, bytes };
}

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
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, fieldSize: 100, parts: 6, headerPairs: 100 },
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
      const { productId, bytes } = await readUpload(request);
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
