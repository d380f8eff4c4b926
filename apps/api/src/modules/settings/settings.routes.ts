import { shopConfigSchema, successEnvelope } from "@shop/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendCachedJson } from "../../lib/send-json";
import type { SettingsService } from "./settings.service";

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get(
    "/api/v1/config",
    {
      schema: {
        tags: ["home"],
        summary: "Public shop settings: contacts, languages, currencies and their AED rates",
        response: { 200: successEnvelope(shopConfigSchema) },
      },
    },
    async (_request, reply) => {
      return sendCachedJson(reply as FastifyReply, await settings.publicConfigJson());
    },
  );
};
