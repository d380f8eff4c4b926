import {
  requestEnvelope,
  shopConfigSchema,
  shopTaxIdentityLoadRequestSchema,
  shopTaxIdentityResponseSchema,
  shopTaxIdentityUpdateRequestSchema,
  successEnvelope,
  twoStepPolicyLoadRequestSchema,
  twoStepPolicyResponseSchema,
  twoStepPolicyUpdateRequestSchema,
} from "@shop/shared";
import { adminPost } from "../../lib/admin-routes";
import { type ModulePlugin, publicFor } from "../../lib/reply";
import { settingsEditorRoutes } from "./settings.editor.routes";
import type { SettingsService } from "./settings.service";

/** Who may require two-step login for admins: the admins themselves (decision 0009), not every settings editor. */
const twoStepPolicyEditors = ["ROLE_SUPER_ADMIN", "ROLE_ADMIN"] as const;

/** Staff calls check the role table's "settings" area on request (401, 403), before the body is read. */
export const settingsRoutes: ModulePlugin<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get(
    "/api/v1/config",
    {
      schema: {
        tags: ["home"],
        summary: "Public shop settings: contacts, languages, currencies and their AED rates",
        response: { 200: successEnvelope(shopConfigSchema) },
      },
    },
    async (_request, reply) => publicFor(reply, 5, await settings.publicConfigJson()),
  );
  settingsEditorRoutes(app, settings.editor);

  adminPost(
    app,
    "/api/v1/admin/tax-identity/load",
    {
      area: "settings",
      access: "view",
      summary: "The TRN and legal name on tax invoices (staff: ROLE_SUPER_ADMIN, ROLE_ADMIN, ROLE_MANAGER)",
      description: "Other roles are FORBIDDEN. Until staff set them: a placeholder TRN and the shop's name.",
      payload: shopTaxIdentityLoadRequestSchema,
      response: shopTaxIdentityResponseSchema,
    },
    async () => ({ identity: await settings.taxIdentity() }),
  );

  adminPost(
    app,
    "/api/v1/admin/tax-identity/update",
    {
      area: "settings",
      access: "edit",
      summary: "Set the TRN (exactly 15 digits) and the legal name printed on tax invoices",
      description:
        "ROLE_SUPER_ADMIN and ROLE_ADMIN (FORBIDDEN otherwise: a manager only views settings). Audited. The next " +
        "invoice uses them, on every instance within about a second.",
      payload: shopTaxIdentityUpdateRequestSchema,
      response: shopTaxIdentityResponseSchema,
    },
    async ({ identity }, staff) => ({ identity: await settings.updateTaxIdentity(staff, identity) }),
  );

  adminPost(
    app,
    "/api/v1/admin/two-step/load",
    {
      area: "settings",
      access: "view",
      summary: "Whether admins must use two-step login (staff who may view settings may read it)",
      payload: twoStepPolicyLoadRequestSchema,
      response: twoStepPolicyResponseSchema,
    },
    async () => ({ policy: await settings.twoStepPolicy() }),
  );

  app.post(
    "/api/v1/admin/two-step/update",
    {
      onRequest: [app.requireUser, app.requireRole(twoStepPolicyEditors)],
      schema: {
        tags: ["admin"],
        summary: "Require two-step login for ROLE_ADMIN and ROLE_SUPER_ADMIN (only they may change it)",
        description:
          "FORBIDDEN for other roles. CONFLICT (field policy.requiredForAdmins) when turning it on without two-step " +
          "on the caller's own account. While on, an admin without two-step logs in through the enrolment " +
          "(/user/login answers secondStep 'enrol') and older sessions get TWO_STEP_REQUIRED (403) on staff calls.",
        security: [{ bearerAuth: [] }],
        body: requestEnvelope(twoStepPolicyUpdateRequestSchema),
        response: { 200: successEnvelope(twoStepPolicyResponseSchema) },
      },
    },
    async (request) => {
      if (!request.authUser) throw new Error("requireUser did not run");
      const policy = request.body.payload.requestPayload.policy;
      return { policy: await settings.updateTwoStepPolicy(request.authUser, policy) };
    },
  );
};
