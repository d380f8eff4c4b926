import {
  accountDeleteRequestSchema,
  accountDeleteResponseSchema,
  requestEnvelope,
  successEnvelope,
} from "@shop/shared";
import type { AppConfig } from "../../config";
import { AppError } from "../../lib/app-error";
import type { ModulePlugin } from "../../lib/reply";
import { clearSessionCookie } from "../../plugins/auth";
import type { UsersService } from "../users/users.service";
import type { CustomersService } from "./customers.service";

/**
 * Issue 16: the shopper deletes their own account: the password again (the users module checks it under the login
 * throttle), then the same erasure staff run on request (DESIGN "Customers"), and the session cookie goes.
 */
export const accountDeletionRoutes: ModulePlugin<{
  customers: Pick<CustomersService, "eraseOwnAccount">;
  users: Pick<UsersService, "checkOwnPassword">;
  config: Pick<AppConfig, "loginRateLimitPerMinute">;
}> = async (app, { customers, users, config }) => {
  app.post(
    "/api/v1/user/delete",
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: "1 minute" } },
      schema: {
        tags: ["account"],
        security: [{ bearerAuth: [] }],
        summary: "Delete my account: erases it as DESIGN 'Customers' says; orders stay, anonymised, for the tax record",
        description:
          "Needs the current password (INVALID_CREDENTIALS on field password; failures count in the login " +
          "throttle). FORBIDDEN for staff accounts. Clears the session cookie; the account's tokens stop working.",
        body: requestEnvelope(accountDeleteRequestSchema),
        response: { 200: successEnvelope(accountDeleteResponseSchema) },
      },
    },
    async (request, reply) => {
      const user = request.authUser!;
      // Only shopper accounts (ROLE_USER) are erased this way; staff accounts are the staff page's.
      if (user.role !== "ROLE_USER") {
        throw new AppError(
          "FORBIDDEN",
          "A staff account cannot be deleted from the profile page.",
          "Ask a super admin to disable it on the staff page.",
        );
      }
      const { password, encrypted } = request.body.payload.requestPayload;
      await users.checkOwnPassword(user.id, password, encrypted, request.ip);
      await customers.eraseOwnAccount(user.id);
      clearSessionCookie(reply);
      return { deleted: true as const };
    },
  );
};
