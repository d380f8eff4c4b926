import { catListResponseSchema, languageSchema, menusResponseSchema, successEnvelope } from "@shop/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendCachedJson } from "../../lib/send-json";
import type { HomeService } from "./home.service";

const langQuery = z.object({ lang: languageSchema.default("en") });

export const homeRoutes: FastifyPluginAsyncZod<{ home: HomeService }> = async (app, { home }) => {
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
    async (request, reply) => {
      return sendCachedJson(reply as FastifyReply, await home.menusJson(request.query.lang));
    },
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
    async (request, reply) => {
      return sendCachedJson(reply as FastifyReply, await home.categoriesJson(request.query.lang));
    },
  );
};
