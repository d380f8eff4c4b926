import {
  requestEnvelope,
  shopConfigSchema,
  shopTaxIdentityLoadRequestSchema,
  shopTaxIdentityResponseSchema,
  shopTaxIdentityUpdateRequestSchema,
  success,
  successEnvelope,
} from "@shop/shared";
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

  app.post(
    "/api/v1/admin/tax-identity/load",
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ["admin"],
        summary: "The TRN and legal name on tax invoices (staff: ROLE_SUPER_ADMIN, ROLE_ADMIN, ROLE_MANAGER)",
        description: "Other roles are FORBIDDEN. Until staff set them: a placeholder TRN and the shop's name.",
        security: [{ bearerAuth: [] }],
        body: requestEnvelope(shopTaxIdentityLoadRequestSchema),
        response: { 200: successEnvelope(shopTaxIdentityResponseSchema) },
      },
    },
    async (request) => success({ identity: await settings.taxIdentity(request.authUser) }),
  );

  app.post(
    "/api/v1/admin/tax-identity/update",
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ["admin"],
        summary: "Set the TRN (exactly 15 digits) and the legal name printed on tax invoices",
        description:
          "Staff only (FORBIDDEN otherwise). The next invoice uses them: at once on this instance, on others within 15 s.",
        security: [{ bearerAuth: [] }],
        body: requestEnvelope(shopTaxIdentityUpdateRequestSchema),
        response: { 200: successEnvelope(shopTaxIdentityResponseSchema) },
      },
    },
    async (request) =>
      success({
        identity: await settings.updateTaxIdentity(request.authUser, request.body.payload.requestPayload.identity),
      }),
  );
};
