import {
  contactDetailResponseSchema,
  contactIdRequestSchema,
  contactReplyRequestSchema,
  contactSearchRequestSchema,
  contactSearchResponseSchema,
  contactSendRequestSchema,
  contactSendResponseSchema,
  contactStatusRequestSchema,
  requestEnvelope,
  successEnvelope,
} from "@shop/shared";
import { adminPost } from "../../lib/admin-routes";
import { RetryLaterError } from "../../lib/app-error";
import { acceptEmptyJsonBody } from "../../lib/member-routes";
import type { ModulePlugin } from "../../lib/reply";
import type { ContactService } from "./contact.service";

/** Messages one client address may send per hour (counted before the body is read). */
export const CONTACT_PER_ADDRESS_PER_HOUR = 5;
/** Messages one e-mail address may send per hour, from any address. */
export const CONTACT_PER_EMAIL_PER_HOUR = 3;

/**
 * The contact form (public, rate-limited per client address and per e-mail, counted in PostgreSQL like the login
 * and password-reset limits) and the back office's inbox (area "engagement").
 */
export const contactRoutes: ModulePlugin<{ contact: ContactService }> = async (app, { contact }) => {
  acceptEmptyJsonBody(app);
  // @fastify/rate-limit runs one limit per request; the e-mail's is a second counter checked once the body is valid.
  const perEmail = app.createRateLimit({
    max: CONTACT_PER_EMAIL_PER_HOUR,
    timeWindow: "1 hour",
    keyGenerator: (request) => {
      const body = request.body as { payload: { requestPayload: { email: string } } };
      return `contact-email ${body.payload.requestPayload.email.toLowerCase()}`;
    },
  });

  app.post(
    "/api/v1/contact/send",
    {
      config: { rateLimit: { max: CONTACT_PER_ADDRESS_PER_HOUR, timeWindow: "1 hour" } },
      schema: {
        tags: ["contact"],
        summary: "Send a message to the shop (DESIGN contact): stored, e-mailed to the shop's address",
        description:
          "RATE_LIMITED (429) past the limits per client address and per e-mail address. The answer is the same " +
          "when the hidden honeypot field is filled, though nothing is then stored or sent.",
        body: requestEnvelope(contactSendRequestSchema),
        response: { 200: successEnvelope(contactSendResponseSchema) },
      },
      preHandler: async (request) => {
        const limit = await perEmail(request);
        if (!limit.isAllowed && limit.isExceeded) {
          throw new RetryLaterError(
            "Too many messages from this e-mail address.",
            "Please wait and try again later.",
            limit.ttlInSeconds,
          );
        }
      },
    },
    async (request) => contact.send(request.body.payload.requestPayload),
  );

  adminPost(
    app,
    "/api/v1/admin/contact/search",
    {
      area: "engagement",
      access: "view",
      summary: "The contact inbox newest first, optionally one status (new, answered, closed), paged",
      payload: contactSearchRequestSchema,
      optional: true,
      response: contactSearchResponseSchema,
    },
    (payload) => contact.search({ status: payload?.status, from: payload?.from ?? 0, limit: payload?.limit ?? 20 }),
  );

  adminPost(
    app,
    "/api/v1/admin/contact/detail",
    {
      area: "engagement",
      access: "view",
      summary: "One contact message with its replies; linkedOrder is set when its order number exists",
      payload: contactIdRequestSchema,
      response: contactDetailResponseSchema,
    },
    ({ id }) => contact.detail(id),
  );

  adminPost(
    app,
    "/api/v1/admin/contact/reply",
    {
      area: "engagement",
      access: "edit",
      summary: "Reply by e-mail from the shop; the reply is kept with the message, which becomes answered",
      payload: contactReplyRequestSchema,
      response: contactDetailResponseSchema,
    },
    (payload, staff) => contact.reply(staff, payload),
  );

  adminPost(
    app,
    "/api/v1/admin/contact/status",
    {
      area: "engagement",
      access: "edit",
      summary: "Close a message, or reopen it (answered when it has replies, else new)",
      payload: contactStatusRequestSchema,
      response: contactDetailResponseSchema,
    },
    (payload, staff) => contact.setStatus(staff, payload),
  );
};
