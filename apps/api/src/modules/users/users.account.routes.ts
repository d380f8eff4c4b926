import {
  emailChangeRequestSchema,
  emailChangeResponseSchema,
  emailConfirmRequestSchema,
  requestEnvelope,
  successEnvelope,
  userResponseSchema,
} from "@shop/shared";
import type { AppConfig } from "../../config";
import type { ModulePlugin } from "../../lib/reply";
import type { UsersService } from "./users.service";

const tags = ["account"];

/** Issue 16: the member changes their e-mail address (docs/decisions/0018). Deleting the account: customers module. */
export const accountEmailRoutes: ModulePlugin<{
  users: UsersService;
  config: Pick<AppConfig, "publicOrigin" | "passwordResetRateLimitPerMinute">;
}> = async (app, { users, config }) => {
  // Counted in PostgreSQL like every limit (the shared rate-limit store); links from the configured origin.
  const limit = { rateLimit: { max: config.passwordResetRateLimitPerMinute, timeWindow: "1 minute" } };

  app.post(
    "/api/v1/user/email/change",
    {
      onRequest: app.requireUser,
      config: limit,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: "Change the e-mail address: a link to the new address (24 h, single use), a notice to the old one",
        description:
          "Needs the current password (INVALID_CREDENTIALS on field password; failures count in the login " +
          "throttle). Always { sent: true }: when the new address has an account, it gets a note instead of a " +
          "link, and nothing changes. VALIDATION_FAILED when it is the current address; RATE_LIMITED after 3 " +
          "requests an hour for one account.",
        body: requestEnvelope(emailChangeRequestSchema),
        response: { 200: successEnvelope(emailChangeResponseSchema) },
      },
    },
    async (request) =>
      users.requestEmailChange(
        request.authUser!.id,
        request.body.payload.requestPayload,
        config.publicOrigin,
        request.ip,
      ),
  );

  app.post(
    "/api/v1/user/email/confirm",
    {
      config: limit,
      schema: {
        tags,
        summary: "Confirm the new e-mail address with the token of the e-mailed link; no login needed",
        description:
          "The address changes and counts as verified; other sessions keep working; reset and verification " +
          "links sent before stop working. LINK_INVALID for an unknown, used or expired token; EMAIL_TAKEN (409) " +
          "when the address got another account meanwhile (nothing changes).",
        body: requestEnvelope(emailConfirmRequestSchema),
        response: { 200: successEnvelope(userResponseSchema) },
      },
    },
    async (request) => ({ user: await users.confirmEmailChange(request.body.payload.requestPayload.token) }),
  );
};
