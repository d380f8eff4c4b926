import { catListResponseSchema, languageSchema, menusResponseSchema, successEnvelope } from "@shop/shared";
import { z } from "zod";
import { type ModulePlugin, publicFor } from "../../lib/reply";
import type { HomeService } from "./home.service";

const langQuery = z.object({ lang: languageSchema.default("en") });

export const homeRoutes: ModulePlugin<{ home: HomeService }> = async (app, { home }) => {
  app.get(
    "/api/v1/home/menus",
    {
      schema: {
        tags: ["home"],
        summary: "The main menu (SPEC 3 menu items) in the requested language",
        querystring: langQuery,
        response: { 200: successEnvelope(menusResponseSchema) },
      },
    },
    async (request, reply) => publicFor(reply, 60, await home.menusJson(request.query.lang)),
  );

  app.get(
    "/api/v1/home/cat-list",
    {
      schema: {
        tags: ["home"],
        summary: "All categories with active product counts (descendants included)",
        querystring: langQuery,
        response: { 200: successEnvelope(catListResponseSchema) },
      },
    },
    async (request, reply) => publicFor(reply, 60, await home.categoriesJson(request.query.lang)),
  );
};
