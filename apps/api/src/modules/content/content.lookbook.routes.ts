import multipart from "@fastify/multipart";
import {
  adminLookDeleteResponseSchema,
  adminLookIdRequestSchema,
  adminLookListRequestSchema,
  adminLookListResponseSchema,
  adminLookMoveRequestSchema,
  adminLookPublishRequestSchema,
  adminLookResponseSchema,
  adminLookUpdateRequestSchema,
  languageSchema,
  lookbookResponseSchema,
  MAX_IMAGE_BYTES,
  successEnvelope,
} from "@shop/shared";
import { z } from "zod";
import { adminPost } from "../../lib/admin-routes";
import { type ModulePlugin, noStore, publicFor } from "../../lib/reply";
import { uploadLimits } from "../catalogue/catalogue.images.upload";
import type { LookbookService } from "./content.lookbook.service";
import { readPictureUpload } from "./content.upload";

const base = "/api/v1/admin/lookbook";

/** The lookbook: the storefront's published looks and the back office's calls (catalogue area). */
export const lookbookRoutes: ModulePlugin<{ lookbook: LookbookService }> = async (app, { lookbook }) => {
  await app.register(multipart, { limits: uploadLimits(MAX_IMAGE_BYTES) });

  app.get(
    "/api/v1/content/lookbook",
    {
      schema: {
        tags: ["content"],
        summary: "Published looks: photo, title, alt text and hotspots with each product's slug, name and price",
        querystring: z.object({ lang: languageSchema.default("en") }),
        response: { 200: successEnvelope(lookbookResponseSchema) },
      },
    },
    async (request, reply) => publicFor(reply, 60, await lookbook.published(request.query.lang)),
  );

  adminPost(
    app,
    `${base}/list`,
    {
      area: "catalogue",
      access: "view",
      summary: "Every look, drafts included, with its hotspots",
      payload: adminLookListRequestSchema,
      response: adminLookListResponseSchema,
    },
    () => lookbook.list(),
  );

  app.post(
    `${base}/upload`,
    {
      onRequest: app.requireAccess("catalogue", "edit"),
      schema: {
        tags: ["back office"],
        security: [{ bearerAuth: [] }],
        summary: "A new draft look from a photo (multipart/form-data: file), through the catalogue's image pipeline",
        description:
          "JPEG, PNG, WebP or AVIF, at most 10 MB (else 413 PAYLOAD_TOO_LARGE); stored as WebP without EXIF.",
        consumes: ["multipart/form-data"],
        response: { 200: successEnvelope(adminLookResponseSchema) },
      },
    },
    async (request, reply) =>
      noStore(reply, await lookbook.upload(request.authUser!, (await readPictureUpload(request, null)).bytes)),
  );

  adminPost(
    app,
    `${base}/update`,
    {
      area: "catalogue",
      access: "edit",
      summary: "A look's title and alt text (en, fr, ar) and its hotspots in order (x, y in percent; at most 12)",
      payload: adminLookUpdateRequestSchema,
      response: adminLookResponseSchema,
    },
    (values, staff) => lookbook.update(staff, values),
  );

  adminPost(
    app,
    `${base}/publish`,
    {
      area: "catalogue",
      access: "edit",
      summary: "Publish a look (shown on /pages/lookbook) or take it back to draft",
      payload: adminLookPublishRequestSchema,
      response: adminLookResponseSchema,
    },
    ({ id, published }, staff) => lookbook.publish(staff, id, published),
  );

  adminPost(
    app,
    `${base}/move`,
    {
      area: "catalogue",
      access: "edit",
      summary: "Move a look to a place among the looks (0 first)",
      payload: adminLookMoveRequestSchema,
      response: adminLookResponseSchema,
    },
    ({ id, position }, staff) => lookbook.move(staff, id, position),
  );

  adminPost(
    app,
    `${base}/delete`,
    {
      area: "catalogue",
      access: "edit",
      summary: "Delete a look, its hotspots and its photo's files",
      payload: adminLookIdRequestSchema,
      response: adminLookDeleteResponseSchema,
    },
    ({ id }, staff) => lookbook.remove(staff, id),
  );
};
