import {
  addressAddRequestSchema,
  addressIdRequestSchema,
  addressListResponseSchema,
  addressSearchRequestSchema,
  addressUpdateRequestSchema,
  requestEnvelope,
  successEnvelope,
} from "@shop/shared";
import type { ModulePlugin } from "../../lib/reply";
import type { AddressService } from "./addresses.service";

const base = "/api/v1/user/addresses";
const response = { 200: successEnvelope(addressListResponseSchema) };
const docs = (summary: string) => ({ tags: ["addresses"], summary, security: [{ bearerAuth: [] }], response });

/** The member's address book; every call answers { addresses } (default first, then newest). */
export const addressRoutes: ModulePlugin<{ addresses: AddressService }> = async (app, { addresses }) => {
  const userId = (request: { authUser: { id: number } | null }) => request.authUser!.id;

  app.post(
    `${base}/search`,
    {
      onRequest: app.requireUser,
      schema: { ...docs("The member's saved addresses"), body: requestEnvelope(addressSearchRequestSchema) },
    },
    async (request) => addresses.list(userId(request)),
  );

  app.post(
    `${base}/add`,
    {
      onRequest: app.requireUser,
      schema: {
        ...docs("Save an address (at most 20; the first becomes the default; isDefault makes it the default)"),
        body: requestEnvelope(addressAddRequestSchema),
      },
    },
    async (request) => addresses.add(userId(request), request.body.payload.requestPayload.address),
  );

  app.post(
    `${base}/update`,
    {
      onRequest: app.requireUser,
      schema: {
        ...docs("Replace a saved address (NOT_FOUND unless it is the member's)"),
        body: requestEnvelope(addressUpdateRequestSchema),
      },
    },
    async (request) => {
      const { addressId, address } = request.body.payload.requestPayload;
      return await addresses.update(userId(request), addressId, address);
    },
  );

  app.post(
    `${base}/delete`,
    {
      onRequest: app.requireUser,
      schema: {
        ...docs("Delete a saved address; deleting the default makes the newest remaining one the default"),
        body: requestEnvelope(addressIdRequestSchema),
      },
    },
    async (request) => addresses.remove(userId(request), request.body.payload.requestPayload.addressId),
  );

  app.post(
    `${base}/setDefault`,
    {
      onRequest: app.requireUser,
      schema: { ...docs("Make a saved address the default"), body: requestEnvelope(addressIdRequestSchema) },
    },
    async (request) => await addresses.setDefault(userId(request), request.body.payload.requestPayload.addressId),
  );
};
