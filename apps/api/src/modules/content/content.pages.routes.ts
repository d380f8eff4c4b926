import {
  adminInfoPageListRequestSchema,
  adminInfoPageListResponseSchema,
  adminInfoPageResponseSchema,
  adminInfoPageSaveRequestSchema,
  adminInfoPageSlugRequestSchema,
  infoPageResponseSchema,
  infoPageSlugParamSchema,
  languageSchema,
  PAGE_BODY_MAX,
  successEnvelope,
} from "@shop/shared";
import { z } from "zod";
import { adminPost } from "../../lib/admin-routes";
import { type ModulePlugin, publicFor } from "../../lib/reply";
import type { PageEditor, PageReader } from "./content.pages.service";

const langQuery = z.object({ lang: languageSchema.default("en") });
const slugs = "about, delivery, refund or faq";

/** The information pages (issue 15 "Content pages"): the storefront's read and the back office's editor. */
export const pageRoutes: ModulePlugin<{ reader: PageReader; editor: PageEditor }> = async (app, { reader, editor }) => {
  app.get(
    "/api/v1/content/pages/:slug",
    {
      schema: {
        tags: ["content"],
        summary: `A published information page (${slugs}): its Markdown in the requested language (English fallback)`,
        description: "NOT_FOUND (404) for an unknown slug or a page never published: the shop shows its built-in text.",
        params: infoPageSlugParamSchema,
        querystring: langQuery,
        response: { 200: successEnvelope(infoPageResponseSchema) },
      },
    },
    async (request, reply) => publicFor(reply, 30, await reader.readPage(request.params.slug, request.query.lang)),
  );

  adminPost(
    app,
    "/api/v1/admin/pages/list",
    {
      area: "catalogue",
      access: "view",
      summary: `The four information pages (${slugs}) with their state, working copy and published text`,
      payload: adminInfoPageListRequestSchema,
      response: adminInfoPageListResponseSchema,
    },
    () => editor.list(),
  );

  adminPost(
    app,
    "/api/v1/admin/pages/load",
    {
      area: "catalogue",
      access: "view",
      summary: "One information page with its working copy and published text",
      payload: adminInfoPageSlugRequestSchema,
      response: adminInfoPageResponseSchema,
    },
    ({ slug }) => editor.load(slug),
  );

  adminPost(
    app,
    "/api/v1/admin/pages/save",
    {
      area: "catalogue",
      access: "edit",
      summary: `Save a page's working copy (Markdown <= ${PAGE_BODY_MAX} characters per language, English required)`,
      description: "The storefront keeps showing what it showed until the page is published.",
      payload: adminInfoPageSaveRequestSchema,
      response: adminInfoPageResponseSchema,
    },
    (values, staff) => editor.save(staff, values),
  );

  adminPost(
    app,
    "/api/v1/admin/pages/publish",
    {
      area: "catalogue",
      access: "edit",
      summary: "Save these texts and publish them: the storefront shows them at once",
      payload: adminInfoPageSaveRequestSchema,
      response: adminInfoPageResponseSchema,
    },
    (values, staff) => editor.publish(staff, values),
  );

  adminPost(
    app,
    "/api/v1/admin/pages/unpublish",
    {
      area: "catalogue",
      access: "edit",
      summary: "Take a page off the storefront: its built-in text shows again (the texts are kept)",
      payload: adminInfoPageSlugRequestSchema,
      response: adminInfoPageResponseSchema,
    },
    ({ slug }, staff) => editor.unpublish(staff, slug),
  );
};
