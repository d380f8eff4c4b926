import {
  adminGuideCreateRequestSchema,
  adminGuideDeleteResponseSchema,
  adminGuideIdRequestSchema,
  adminGuideListRequestSchema,
  adminGuideListResponseSchema,
  adminGuidePublishRequestSchema,
  adminGuideResponseSchema,
  adminGuideUpdateRequestSchema,
} from "@shop/shared";
import { adminPost } from "../../lib/admin-routes";
import type { ModulePlugin } from "../../lib/reply";
import type { GuideEditor } from "./content.admin.service";

/** The back office's care guides (DESIGN "Back office": content pages are in the catalogue area). */
export const adminGuideRoutes: ModulePlugin<{ guides: GuideEditor }> = async (app, { guides }) => {
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
};
