import {
  requestEnvelope,
  successEnvelope,
  twoStepDisableRequestSchema,
  twoStepEnableRequestSchema,
  twoStepEnableResponseSchema,
  twoStepEnrolRequestSchema,
  twoStepLoginRequestSchema,
  twoStepLoginResponseSchema,
  twoStepSetupSchema,
  twoStepStatusRequestSchema,
  twoStepStatusResponseSchema,
  type User,
} from "@shop/shared";
import type { FastifyRequest } from "fastify";
import type { AppConfig } from "../../config";
import type { ModulePlugin } from "../../lib/reply";
import { setSessionCookie } from "../../plugins/auth";
import type { UserRow } from "./users.repo";
import type { TwoStepService } from "./users.totp.service";

export interface TwoStepRoutesOptions {
  twoStep: TwoStepService;
  toWireUser: (row: UserRow) => User;
  config: Pick<AppConfig, "loginRateLimitPerMinute">;
}

const tags = ["account"];
const security = [{ bearerAuth: [] }];

/** Two-step login (docs/decisions/0009-staff-two-step-login.md): the login's second step and the account's switch. */
export const twoStepRoutes: ModulePlugin<TwoStepRoutesOptions> = async (app, options) => {
  const { twoStep, toWireUser, config } = options;
  const rateLimit = { rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: "1 minute" } };
  const userOf = (request: FastifyRequest) => {
    if (!request.authUser) throw new Error("requireUser did not run");
    return request.authUser;
  };

  app.post(
    "/api/v1/user/login/totp",
    {
      config: rateLimit,
      schema: {
        tags,
        summary: "Log in, second step: the challenge of /user/login and a code from the app or a recovery code",
        description:
          "Answers the session as /user/login does (token, claims, user, HttpOnly cookie). For an 'enrol' challenge " +
          "the code is the first one of the secret from /user/login/totp/enrol; that switches two-step on and the " +
          "answer also carries the recovery codes, shown only this once. A code works once (its 30 s step is " +
          "remembered); a recovery code works once. Wrong code: INVALID_CREDENTIALS (401, field code or " +
          "recoveryCode), counted as a failed login. CHALLENGE_INVALID (401) when the challenge is unknown, " +
          "used, older than 5 minutes or had 5 tries: log in again. RATE_LIMITED (429) per IP per minute.",
        body: requestEnvelope(twoStepLoginRequestSchema),
        response: { 200: successEnvelope(twoStepLoginResponseSchema) },
      },
    },
    async (request, reply) => {
      const { row, recoveryCodes } = await twoStep.completeLogin(request.body.payload.requestPayload, request.ip);
      const { token, claims } = await app.tokens.sign(row);
      setSessionCookie(reply, token, app.tokens.ttlSeconds);
      return { token, claims, user: toWireUser(row), ...(recoveryCodes ? { recoveryCodes } : {}) };
    },
  );

  app.post(
    "/api/v1/user/login/totp/enrol",
    {
      config: rateLimit,
      schema: {
        tags,
        summary: "Log in, set up two-step first: a new authenticator secret for an 'enrol' challenge",
        description:
          "When the shop requires two-step for admins and this admin has none, /user/login answers secondStep " +
          "'enrol'. This call answers the secret (QR code, text, otpauth URI, issuer Bustan); its first code then " +
          "goes to /user/login/totp. CHALLENGE_INVALID (401) for any other challenge.",
        body: requestEnvelope(twoStepEnrolRequestSchema),
        response: { 200: successEnvelope(twoStepSetupSchema) },
      },
    },
    async (request) => twoStep.enrolWithChallenge(request.body.payload.requestPayload.challenge),
  );

  app.post(
    "/api/v1/user/two-step/status",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The logged-in user's two-step login: available (staff), enabled, required, recovery codes left",
        security,
        body: requestEnvelope(twoStepStatusRequestSchema).partial().nullish(),
        response: { 200: successEnvelope(twoStepStatusResponseSchema) },
      },
    },
    async (request) => {
      const user = userOf(request);
      return { status: await twoStep.status(user.id, user.role) };
    },
  );

  app.post(
    "/api/v1/user/two-step/setup",
    {
      onRequest: app.requireUser,
      config: rateLimit,
      schema: {
        tags,
        summary: "Start two-step login (staff): a new secret as a QR code, text and otpauth URI; not on yet",
        description: "FORBIDDEN for non-staff accounts; CONFLICT when two-step is on already (turn it off first).",
        security,
        body: requestEnvelope(twoStepStatusRequestSchema).partial().nullish(),
        response: { 200: successEnvelope(twoStepSetupSchema) },
      },
    },
    async (request) => twoStep.setup(userOf(request).id),
  );

  app.post(
    "/api/v1/user/two-step/enable",
    {
      onRequest: app.requireUser,
      config: rateLimit,
      schema: {
        tags,
        summary: "Turn two-step login on with the app's current code; answers the recovery codes (shown once)",
        description: "INVALID_CREDENTIALS (401, field code) for a wrong code or when no setup is pending.",
        security,
        body: requestEnvelope(twoStepEnableRequestSchema),
        response: { 200: successEnvelope(twoStepEnableResponseSchema) },
      },
    },
    async (request) => {
      const user = userOf(request);
      const recoveryCodes = await twoStep.enable(user.id, request.body.payload.requestPayload.code);
      return { status: await twoStep.status(user.id, user.role), recoveryCodes };
    },
  );

  app.post(
    "/api/v1/user/two-step/disable",
    {
      onRequest: app.requireUser,
      config: rateLimit,
      schema: {
        tags,
        summary: "Turn two-step login off with the app's current code or the account password",
        description:
          "FORBIDDEN while the shop requires two-step for admins and this is an admin. A wrong code or password " +
          "is INVALID_CREDENTIALS (401, field code or password) and counts as a failed login.",
        security,
        body: requestEnvelope(twoStepDisableRequestSchema),
        response: { 200: successEnvelope(twoStepStatusResponseSchema) },
      },
    },
    async (request) => {
      const user = userOf(request);
      await twoStep.disable(user.id, request.body.payload.requestPayload, request.ip);
      return { status: await twoStep.status(user.id, user.role) };
    },
  );
};
