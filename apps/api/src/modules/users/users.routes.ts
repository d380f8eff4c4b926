import {
  loginOrSecondStepResponseSchema,
  loginRequestSchema,
  logoutResponseSchema,
  profileImageRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  requestEnvelope,
  resendVerificationResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  type SecondStepResponse,
  successEnvelope,
  updatePasswordRequestSchema,
  updateProfileRequestSchema,
  userResponseSchema,
  verificationRequestSchema,
} from "@shop/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppConfig } from "../../config";
import { notFound } from "../../lib/app-error";
import type { ModulePlugin } from "../../lib/reply";
import { clearSessionCookie, setSessionCookie, tokenOf } from "../../plugins/auth";
import { PROFILE_FILE } from "./profile-image";
import type { UsersService } from "./users.service";

const tags = ["account"];
const security = [{ bearerAuth: [] }];
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: "1 minute" } });
/** A call without data may send no body at all, or the envelope with any requestPayload (ignored). */
const optionalEnvelope = requestEnvelope(z.unknown().optional()).partial().nullish();

export interface UsersRoutesOptions {
  users: UsersService;
  config: Pick<
    AppConfig,
    "publicOrigin" | "loginRateLimitPerMinute" | "registerRateLimitPerMinute" | "passwordResetRateLimitPerMinute"
  >;
}

export const usersRoutes: ModulePlugin<UsersRoutesOptions> = async (app, { users, config }) => {
  // E-mailed links use the configured origin (config.publicOrigin), never the request's Host (docs/security.md).
  const loggedIn = <T extends { token: string } | SecondStepResponse>(reply: FastifyReply, result: T): T => {
    // A second step (two-step login, docs/decisions/0009) carries no session yet, so no cookie.
    if ("token" in result) setSessionCookie(reply, result.token, app.tokens.ttlSeconds);
    return result;
  };
  const userId = (request: FastifyRequest) => {
    // requireUser ran on request; identity comes only from the verified token, never from tokenPayload.
    if (!request.authUser) throw new Error("requireUser did not run");
    return request.authUser.id;
  };
  app.post(
    "/api/v1/user/register",
    {
      config: perMinute(config.registerRateLimitPerMinute),
      schema: {
        tags,
        summary: "Register (SPEC 7): creates the account, sends the verification e-mail and logs the shopper in",
        description:
          "EMAIL_TAKEN (409, field userRegPld.email) when the e-mail has an account. Passwords (also for " +
          "updatePassword): 8 to 128 characters, not a common one, not containing the e-mail or the name, and a " +
          "zxcvbn score of at least 3 (@shop/shared/password-strength); else VALIDATION_FAILED on the field. With encrypted: true the password is RSA-OAEP (SHA-256) base64 " +
          "ciphertext for rsaPublicKey of GET /api/v1/config. Sets the HttpOnly session cookie.",
        body: requestEnvelope(registerRequestSchema),
        response: { 200: successEnvelope(registerResponseSchema) },
      },
    },
    async (request, reply) => {
      const { userRegPld, encrypted } = request.body.payload.requestPayload;
      return loggedIn(reply, await users.register({ ...userRegPld, encrypted }, config.publicOrigin));
    },
  );

  app.post(
    "/api/v1/user/login",
    {
      config: perMinute(config.loginRateLimitPerMinute),
      schema: {
        tags,
        summary: "Log in (SPEC 7): a JWT with its claims, the user, and the HttpOnly session cookie",
        description:
          "INVALID_CREDENTIALS (401) alike for an unknown e-mail and a wrong password. RATE_LIMITED (429, with " +
          "Retry-After) per IP per minute; after LOGIN_PAIR_FREE_FAILURES failures for one account from one " +
          "address, each further attempt from there waits 2, 4, 8... seconds; above LOGIN_FAILURES_PER_HOUR for " +
          "the account only addresses that failed for it themselves wait; above LOGIN_FAILURES_PER_ADDRESS_PER_HOUR " +
          "an address waits for the next hour. Staff with two-step login (docs/decisions/0009) get no session yet: " +
          "the answer is { secondStep: 'code' | 'enrol', challenge, expiresAt } and the session comes from " +
          "/user/login/totp; every other account gets SPEC 7's answer unchanged.",
        body: requestEnvelope(loginRequestSchema),
        response: { 200: successEnvelope(loginOrSecondStepResponseSchema) },
      },
    },
    async (request, reply) => loggedIn(reply, await users.login(request.body.payload.requestPayload, request.ip)),
  );

  app.post(
    "/api/v1/user/logout",
    {
      schema: {
        tags,
        summary: "Log out: revokes the presented token (cookie or Bearer) on the server and clears the cookie",
        description: "No login needed: without a valid token it only clears the cookie.",
        body: optionalEnvelope,
        response: { 200: successEnvelope(logoutResponseSchema) },
      },
    },
    async (request, reply) => {
      let token: string | undefined;
      try {
        token = tokenOf(request);
      } catch {
        token = undefined; // a malformed Authorization header: nothing to revoke
      }
      await users.logout(token);
      clearSessionCookie(reply);
      return { loggedOut: true as const };
    },
  );

  app.post(
    "/api/v1/user/logoutAll",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Log out everywhere: every token issued so far stops working, and the cookie is cleared",
        body: optionalEnvelope,
        response: { 200: successEnvelope(logoutResponseSchema) },
      },
    },
    async (request, reply) => {
      await users.logoutAll(userId(request));
      clearSessionCookie(reply);
      return { loggedOut: true as const };
    },
  );

  app.post(
    "/api/v1/user/loadUser",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The logged-in user (SPEC 7); the payload is ignored, the token decides who",
        body: optionalEnvelope,
        response: { 200: successEnvelope(userResponseSchema) },
      },
    },
    async (request) => ({ user: await users.loadUser(userId(request)) }),
  );

  app.post(
    "/api/v1/user/updateProfile",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Change name, mobile (UAE) or e-mail language; any other field is VALIDATION_FAILED",
        body: requestEnvelope(updateProfileRequestSchema),
        response: { 200: successEnvelope(userResponseSchema) },
      },
    },
    async (request) => ({ user: await users.updateProfile(userId(request), request.body.payload.requestPayload) }),
  );

  app.post(
    "/api/v1/user/updatePassword",
    {
      schema: {
        tags,
        summary: "Change the password: with currentPassword (logged in) or with the e-mailed resetToken",
        description:
          "Revokes every older token and returns a fresh session (token, claims, user, cookie). Wrong current " +
          "password: INVALID_CREDENTIALS on updatePassword.currentPassword. Unknown, used or expired reset " +
          "token: LINK_INVALID. Sends a 'password changed' e-mail. With the reset token, an account with two-step " +
          "login answers the second step of /user/login instead of a session.",
        body: requestEnvelope(updatePasswordRequestSchema),
        response: { 200: successEnvelope(loginOrSecondStepResponseSchema) },
      },
    },
    async (request, reply) => {
      const { updatePassword, encrypted } = request.body.payload.requestPayload;
      if ("resetToken" in updatePassword) {
        return loggedIn(reply, await users.resetPassword({ ...updatePassword, encrypted }, config.publicOrigin));
      }
      await app.requireUser(request, reply);
      const result = await users.changePassword(
        userId(request),
        { ...updatePassword, encrypted },
        config.publicOrigin,
        request.ip,
      );
      return loggedIn(reply, result);
    },
  );

  app.post(
    "/api/v1/user/verification",
    {
      schema: {
        tags,
        summary: "Confirm the e-mail address with the token of the e-mailed link (SPEC 7 verifyToken)",
        description: "LINK_INVALID (400) for an unknown, used or expired token. No login needed.",
        body: requestEnvelope(verificationRequestSchema),
        response: { 200: successEnvelope(userResponseSchema) },
      },
    },
    async (request) => ({ user: await users.verifyEmail(request.body.payload.requestPayload.verifyToken) }),
  );

  app.post(
    "/api/v1/user/resendVerification",
    {
      onRequest: app.requireUser,
      config: perMinute(config.passwordResetRateLimitPerMinute),
      schema: {
        tags,
        security,
        summary: "Send a new verification e-mail (older links stop working); sent false when already verified",
        body: optionalEnvelope,
        response: { 200: successEnvelope(resendVerificationResponseSchema) },
      },
    },
    async (request) => ({ sent: await users.resendVerification(userId(request), config.publicOrigin) }),
  );

  app.post(
    "/api/v1/user/reset-password",
    {
      config: perMinute(config.passwordResetRateLimitPerMinute),
      schema: {
        tags,
        summary: "Forgot password (SPEC 7): e-mails a reset link valid for 1 hour, when the account exists",
        description: "Always { sent: true }, the same whether or not the e-mail has an account.",
        body: requestEnvelope(resetPasswordRequestSchema),
        response: { 200: successEnvelope(resetPasswordResponseSchema) },
      },
      // The look-up and the e-mail happen once the answer has left, so its timing cannot tell them apart.
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        users.requestPasswordReset(request.body.payload.requestPayload, config.publicOrigin);
      },
    },
    async () => ({ sent: true as const }),
  );

  app.post(
    "/api/v1/user/updateProfileImage",
    {
      onRequest: app.requireUser,
      bodyLimit: 3 * 1024 * 1024,
      schema: {
        tags,
        security,
        summary: "Set the profile image from a data URL (PNG, JPEG or WebP, at most 2 MB); stored as 256x256 WebP",
        body: requestEnvelope(profileImageRequestSchema),
        response: { 200: successEnvelope(userResponseSchema) },
      },
    },
    async (request) => ({
      user: await users.setProfileImage(userId(request), request.body.payload.requestPayload.image),
    }),
  );

  app.get(
    "/api/v1/user/:userId/profile-image/:file",
    {
      schema: {
        tags,
        summary: "A profile image (public, SPEC 7 /user/*/profile-image/**); cached for a year",
        params: z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647), file: z.string() }),
      },
    },
    async (request, reply) => {
      const { userId: id, file } = request.params;
      const found = PROFILE_FILE.test(file) ? await users.profileImage(id, file) : null;
      if (!found) throw notFound("The profile image");
      // In the S3 bucket (several instances): sent on there, as /media/ does for product pictures.
      if ("url" in found) return reply.header("cache-control", "public, max-age=86400").redirect(found.url, 302);
      return reply
        .header("content-type", "image/webp")
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("cross-origin-resource-policy", "same-site")
        .send(found.bytes);
    },
  );
};
