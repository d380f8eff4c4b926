import {
  guideListResponseSchema,
  guidePageResponseSchema,
  guideSlugParamSchema,
  languageSchema,
  successEnvelope,
} from "@shop/shared";
import { z } from "zod";
import { type ModulePlugin, publicFor } from "../../lib/reply";
import type { ContentService } from "./content.service";

const langQuery = z.object({ lang: languageSchema.default("en") });

/** The storefront's care guides (issue 14 "Pages"): published ones only. */
export const contentRoutes: ModulePlugin<{ content: ContentService }> = async (app, { content }) => {
  app.get(
    "/api/v1/content/guides",
    {
      schema: {
        tags: ["content"],
        summary: "Published care guides (title, summary, slug, cover) in the requested language, English fallback",
        querystring: langQuery,
        response: { 200: successEnvelope(guideListResponseSchema) },
      },
    },
    async (request, reply) => publicFor(reply, 60, await content.listGuides(request.query.lang)),
  );

  app.get(
    "/api/v1/content/guides/:slug",
    {
      schema: {
        tags: ["content"],
        summary: "One published care guide by slug: its Markdown body in the requested language (English fallback)",
        description: "NOT_FOUND (404) for an unknown slug or a guide that is not published.",
        params: guideSlugParamSchema,
        querystring: langQuery,
        response: { 200: successEnvelope(guidePageResponseSchema) },
      },
    },
    async (request, reply) => publicFor(reply, 60, await content.readGuide(request.params.slug, request.query.lang)),
  );
};
