import multipart from "@fastify/multipart";
import {
  adminGuideCreateRequestSchema,
  adminGuideDeleteResponseSchema,
  adminGuideIdRequestSchema,
  adminGuideListRequestSchema,
  adminGuideListResponseSchema,
  adminGuidePublishRequestSchema,
  adminGuideResponseSchema,
  adminGuideUpdateRequestSchema,
  MAX_IMAGE_BYTES,
  successEnvelope,
} from "@shop/shared";
import { adminPost } from "../../lib/admin-routes";
import { type ModulePlugin, noStore } from "../../lib/reply";
import { uploadLimits } from "../catalogue/catalogue.images.upload";
import type { GuideEditor } from "./content.admin.service";
import { readPictureUpload } from "./content.upload";

/** The back office's care guides (DESIGN "Back office": content pages are in the catalogue area). */
export const adminGuideRoutes: ModulePlugin<{ guides: GuideEditor }> = async (app, { guides }) => {
  await app.register(multipart, { limits: uploadLimits(MAX_IMAGE_BYTES) });

  adminPost(
    app,
    "/api/v1/admin/guides/list",
    {
      area: "catalogue",
      access: "view",
      summary: "Every care guide, drafts included, with its texts in en, fr and ar",
      payload: adminGuideListRequestSchema,
      response: adminGuideListResponseSchema,
    },
    () => guides.list(),
  );

  adminPost(
    app,
    "/api/v1/admin/guides/create",
    {
      area: "catalogue",
      access: "edit",
      summary: "A new draft guide: title (<= 120), summary (<= 300), Markdown body (<= 20,000) per language",
      description: "English is required; the slug comes from the English title and is unique (-2, -3... added).",
      payload: adminGuideCreateRequestSchema,
      response: adminGuideResponseSchema,
    },
    (values, staff) => guides.create(staff, values),
  );

  adminPost(
    app,
    "/api/v1/admin/guides/update",
    {
      area: "catalogue",
      access: "edit",
      summary: "Save a guide's texts; a new English title gives a new slug",
      payload: adminGuideUpdateRequestSchema,
      response: adminGuideResponseSchema,
    },
    (values, staff) => guides.update(staff, values),
  );

  adminPost(
    app,
    "/api/v1/admin/guides/publish",
    {
      area: "catalogue",
      access: "edit",
      summary: "Publish a guide (shown on /pages/guides) or take it back to draft",
      payload: adminGuidePublishRequestSchema,
      response: adminGuideResponseSchema,
    },
    ({ id, published }, staff) => guides.publish(staff, id, published),
  );

  adminPost(
    app,
    "/api/v1/admin/guides/delete",
    {
      area: "catalogue",
      access: "edit",
      summary: "Delete a guide for good",
      payload: adminGuideIdRequestSchema,
      response: adminGuideDeleteResponseSchema,
    },
    ({ id }, staff) => guides.remove(staff, id),
  );

  app.post(
    "/api/v1/admin/guides/cover",
    {
      onRequest: app.requireAccess("catalogue", "edit"),
      schema: {
        tags: ["back office"],
        security: [{ bearerAuth: [] }],
        summary: "Upload a guide's cover picture (multipart/form-data: guideId, file), replacing the one it had",
        description:
          "JPEG, PNG, WebP or AVIF, at most 10 MB (else 413 PAYLOAD_TOO_LARGE); stored as WebP without EXIF.",
        consumes: ["multipart/form-data"],
        response: { 200: successEnvelope(adminGuideResponseSchema) },
      },
    },
    async (request, reply) => {
      const { id, bytes } = await readPictureUpload(request, "guideId");
      return noStore(reply, await guides.uploadCover(request.authUser!, id!, bytes));
    },
  );
};
