import { type BackOfficeAccess, type BackOfficeArea, requestEnvelope, successEnvelope } from "@shop/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AuthUser } from "../plugins/auth";
import { optionalEnvelope } from "./member-routes";
import { noStore } from "./reply";

/** What a back-office route documents: its place in the role table, OpenAPI words, payload and answer. */
export interface AdminRouteDoc<Payload extends z.ZodType> {
  /** The role table's area and access the caller needs (packages/shared back-office.ts). */
  area: BackOfficeArea;
  access: BackOfficeAccess;
  summary: string;
  description?: string;
  /** The requestPayload's schema; the envelope around it is added here. */
  payload: Payload;
  /** True when the body may be empty (a list with no filters); the plugin must accept an empty JSON body. */
  optional?: boolean;
  /** The responceObj's schema (the success envelope around it is added here). */
  response: z.ZodType;
}

/**
 * A POST route of the back office: the token and the role (the DESIGN "Back office" table) are checked on
 * request, before the body is read (401, then 403, then any 400), and the answer is never cached. `handle` gets
 * the validated requestPayload (undefined for an empty optional body) and the verified staff member.
 */
export function adminPost<Payload extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  doc: AdminRouteDoc<Payload>,
  handle: (payload: z.infer<Payload>, staff: AuthUser, request: FastifyRequest) => Promise<unknown>,
) {
  const { area, access, payload, optional, response, ...words } = doc;
  app.post(
    url,
    {
      onRequest: app.requireAccess(area, access),
      schema: {
        ...words,
        tags: ["back office"],
        security: [{ bearerAuth: [] }],
        body: optional ? optionalEnvelope(payload) : requestEnvelope(payload),
        response: { 200: successEnvelope(response) },
      },
    },
    async (request, reply) => {
      const body = request.body as { payload?: { requestPayload?: z.infer<Payload> } | null } | null | undefined;
      return noStore(
        reply,
        await handle(body?.payload?.requestPayload as z.infer<Payload>, request.authUser!, request),
      );
    },
  );
}
