import {
  deliverySettingsLoadRequestSchema,
  deliverySettingsResponseSchema,
  deliverySettingsUpdateRequestSchema,
  requestEnvelope,
  shipmentDetailsRequestSchema,
  shipmentDetailsSchema,
  successEnvelope,
} from "@shop/shared";
import { adminPost } from "../../lib/admin-routes";
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

  adminPost(
    app,
    "/api/v1/admin/delivery/load",
    {
      area: "settings",
      access: "view",
      summary: "The delivery settings (staff: ROLE_SUPER_ADMIN, ROLE_ADMIN, ROLE_MANAGER; else FORBIDDEN)",
      payload: deliverySettingsLoadRequestSchema,
      response: deliverySettingsResponseSchema,
    },
    async () => ({ settings: await delivery.loadSettings() }),
  );

  adminPost(
    app,
    "/api/v1/admin/delivery/update",
    {
      area: "settings",
      access: "edit",
      summary: "Replace the delivery settings: charges, free-delivery threshold, slots, cut-off, closed dates, COD fee",
      description:
        "ROLE_SUPER_ADMIN and ROLE_ADMIN (FORBIDDEN otherwise: a manager only views settings). Audited. Takes " +
        "effect on this instance at once, on others within 5 s.",
      payload: deliverySettingsUpdateRequestSchema,
      response: deliverySettingsResponseSchema,
    },
    async (change, staff) => ({ settings: await delivery.updateSettings(staff, change.settings) }),
  );
};
