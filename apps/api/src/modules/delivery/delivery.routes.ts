import {
  deliverySettingsLoadRequestSchema,
  deliverySettingsResponseSchema,
  deliverySettingsUpdateRequestSchema,
  requestEnvelope,
  shipmentDetailsRequestSchema,
  shipmentDetailsSchema,
  successEnvelope,
} from "@shop/shared";
import type { ModulePlugin } from "../../lib/reply";
import type { DeliveryService } from "./delivery.service";

export const deliveryRoutes: ModulePlugin<{ delivery: DeliveryService }> = async (app, { delivery }) => {
  app.post(
    "/api/v1/user/loadShipmentDetails",
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ["checkout"],
        summary: "Delivery charges per emirate, fees, VAT, the dates and slots on offer, card payment availability",
        description:
          "SPEC 7. For guests and members. Dates are in Asia/Dubai: today only before the same-day cut-off and " +
          "only with slots not yet started; closed dates are left out; each slot shows its remaining capacity. " +
          "addressId (members) takes the emirate of a saved address; another member's address is NOT_FOUND.",
        body: requestEnvelope(shipmentDetailsRequestSchema),
        response: { 200: successEnvelope(shipmentDetailsSchema) },
      },
    },
    async (request) => delivery.shipmentDetails(request.authUser, request.body.payload.requestPayload),
  );

  app.post(
    "/api/v1/admin/delivery/load",
    {
      onRequest: app.requireAccess("settings", "view"),
      schema: {
        tags: ["admin"],
        summary: "The delivery settings (staff: ROLE_SUPER_ADMIN, ROLE_ADMIN, ROLE_MANAGER; else FORBIDDEN)",
        security: [{ bearerAuth: [] }],
        body: requestEnvelope(deliverySettingsLoadRequestSchema),
        response: { 200: successEnvelope(deliverySettingsResponseSchema) },
      },
    },
    async () => ({ settings: await delivery.loadSettings() }),
  );

  app.post(
    "/api/v1/admin/delivery/update",
    {
      onRequest: app.requireAccess("settings", "edit"),
      schema: {
        tags: ["admin"],
        summary:
          "Replace the delivery settings: charges, free-delivery threshold, slots, cut-off, closed dates, COD fee",
        description:
          "ROLE_SUPER_ADMIN and ROLE_ADMIN (FORBIDDEN otherwise: a manager only views settings). Audited. Takes " +
          "effect on this instance at once, on others within 5 s.",
        security: [{ bearerAuth: [] }],
        body: requestEnvelope(deliverySettingsUpdateRequestSchema),
        response: { 200: successEnvelope(deliverySettingsResponseSchema) },
      },
    },
    async (request) => ({
      settings: await delivery.updateSettings(request.authUser!, request.body.payload.requestPayload.settings),
    }),
  );
};
