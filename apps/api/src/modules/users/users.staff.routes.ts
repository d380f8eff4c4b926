import {
  acceptInviteRequestSchema,
  loginOrSecondStepResponseSchema,
  requestEnvelope,
  staffAccountRequestSchema,
  staffAccountResponseSchema,
  staffInviteRequestSchema,
  staffRoleRequestSchema,
  staffSearchRequestSchema,
  staffSearchResponseSchema,
  staffStatusRequestSchema,
  successEnvelope,
} from "@shop/shared";
import type { AppConfig } from "../../config";
import { adminPost } from "../../lib/admin-routes";
import { acceptEmptyJsonBody } from "../../lib/member-routes";
import type { ModulePlugin } from "../../lib/reply";
import { setSessionCookie } from "../../plugins/auth";
import type { StaffAccounts } from "./users.staff.service";

export interface StaffRoutesOptions {
  staff: StaffAccounts;
  config: Pick<AppConfig, "publicOrigin" | "passwordResetRateLimitPerMinute">;
}

const RULES =
  "SUPER_ADMIN manages every staff role; ADMIN and HR manage MANAGER and HR only (else FORBIDDEN); no one changes " +
  "their own role or disables themselves (FORBIDDEN); the last active SUPER_ADMIN is never disabled or demoted " +
  "(CONFLICT). Unknown id or a shopper's: NOT_FOUND. Audited with before and after.";

/** The back office's staff accounts (issue 15, the role table's "staff" area) and the invitation link's call. */
export const staffRoutes: ModulePlugin<StaffRoutesOptions> = async (app, { staff, config }) => {
  acceptEmptyJsonBody(app);
  // E-mailed links use the configured origin, never the request's Host (docs/security.md).
  const origin = config.publicOrigin;

  adminPost(
    app,
    "/api/v1/admin/staff/search",
    {
      area: "staff",
      access: "view",
      summary: "Staff accounts by name: role, status (active, disabled, invited, inviteExpired), last login; paged",
      description:
        "grantable lists the roles the caller may give; manageable says which accounts the caller may change.",
      payload: staffSearchRequestSchema,
      optional: true,
      response: staffSearchResponseSchema,
    },
    (filter, viewer) => staff.search(viewer, filter ?? null),
  );

  adminPost(
    app,
    "/api/v1/admin/staff/invite",
    {
      area: "staff",
      access: "edit",
      summary: "Invite a staff member by e-mail: the account is made and a set-password link valid 48 hours is sent",
      description:
        "An e-mail address that has an account already (a shopper's too) is EMAIL_TAKEN (409, field email): staff " +
        `accounts are made only by invitation. A role the caller may not give is FORBIDDEN (field role). ${RULES}`,
      payload: staffInviteRequestSchema,
      response: staffAccountResponseSchema,
    },
    (input, viewer) => staff.invite(viewer, input, origin),
  );

  adminPost(
    app,
    "/api/v1/admin/staff/resend-invite",
    {
      area: "staff",
      access: "edit",
      summary: "Send a new 48-hour set-password link to an invited account (the older link stops working)",
      description: `CONFLICT when the account has set its password or is disabled. ${RULES}`,
      payload: staffAccountRequestSchema,
      response: staffAccountResponseSchema,
    },
    ({ userId }, viewer) => staff.resendInvite(viewer, userId, origin),
  );

  adminPost(
    app,
    "/api/v1/admin/staff/role",
    {
      area: "staff",
      access: "edit",
      summary: "Change a staff account's role; it takes effect on the account's next request",
      description: RULES,
      payload: staffRoleRequestSchema,
      response: staffAccountResponseSchema,
    },
    ({ userId, role }, viewer) => staff.changeRole(viewer, userId, role),
  );

  adminPost(
    app,
    "/api/v1/admin/staff/status",
    {
      area: "staff",
      access: "edit",
      summary: "Disable or enable a staff account: a disabled one cannot log in and its tokens stop at once",
      description: RULES,
      payload: staffStatusRequestSchema,
      response: staffAccountResponseSchema,
    },
    ({ userId, disabled }, viewer) => staff.setDisabled(viewer, userId, disabled),
  );

  app.post(
    "/api/v1/user/acceptInvite",
    {
      config: { rateLimit: { max: config.passwordResetRateLimitPerMinute, timeWindow: "1 minute" } },
      schema: {
        tags: ["account"],
        summary: "The staff invitation link: set the first password, then be logged in",
        description:
          "The token of the e-mailed link (single use, 48 hours); the password follows the rules of /user/register " +
          "(else VALIDATION_FAILED on newPassword). Marks the e-mail verified. Answers the session as /user/login " +
          "(token, claims, user, HttpOnly cookie), or its second step where two-step login is required. " +
          "LINK_INVALID (400) for an unknown, used or expired link.",
        body: requestEnvelope(acceptInviteRequestSchema),
        response: { 200: successEnvelope(loginOrSecondStepResponseSchema) },
      },
    },
    async (request, reply) => {
      const result = await staff.acceptInvite(request.body.payload.requestPayload);
      if ("token" in result) setSessionCookie(reply, result.token, app.tokens.ttlSeconds);
      return result;
    },
  );
};
