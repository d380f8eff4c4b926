import { type BackOfficeAccess, type BackOfficeArea, isStaffRole, mayUse, roles } from "@shop/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error";
import type { TokenService } from "./auth-tokens";

export const SESSION_COOKIE = "session";

/** Who the verified token says the caller is. tokenPayload in the envelope never changes it (DESIGN). */
export interface AuthUser {
  id: number;
  role: string;
  /** An admin without two-step login while the shop requires it: staff calls answer TWO_STEP_REQUIRED. */
  twoStepMissing?: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
  interface FastifyInstance {
    /**
     * onRequest: 401 unless the request carries a valid session token of a current user. As an onRequest hook it
     * runs before the body is parsed and validated, so a caller without a token never learns about the body.
     */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest after requireUser: 403 unless the user's role is one of `roles`. */
    requireRole: (roles: readonly string[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * onRequest for a back-office call: requireUser (401), then 403 unless the role table (packages/shared
     * back-office.ts) gives the user's role `access` to `area`, then TWO_STEP_REQUIRED as for requireRole.
     */
    requireAccess: (
      area: BackOfficeArea,
      access: BackOfficeAccess,
    ) => Array<(request: FastifyRequest, reply: FastifyReply) => Promise<void>>;
    /** Sets request.authUser when a valid token is present; a bad one is ignored. */
    optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    tokens: TokenService;
  }
}

/**
 * The user's current token version and role and whether this token (jti) was revoked, or null when the account
 * no longer exists.
 */
export type SessionLookup = (
  userId: number,
  jti: string,
) => Promise<{ tokenVersion: number; role: string; revoked: boolean; twoStepMissing?: boolean } | null>;

const EXPIRED = "Your session is not valid or has expired. Please log in again.";

/** `Authorization: Bearer <token>` (API clients, SPEC 7) or else the HttpOnly session cookie (the web app). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(.*)$/i.exec(header.trim());
    if (!match) throw new AppError("UNAUTHORIZED", "Send the token as: Authorization: Bearer <token>.");
    return (match[1] ?? "").trim();
  }
  return request.cookies?.[SESSION_COOKIE] || undefined;
}

export function registerAuth(app: FastifyInstance, tokens: TokenService, lookup: SessionLookup): void {
  app.decorateRequest("authUser", null);
  app.decorate("tokens", tokens);

  async function authenticate(request: FastifyRequest): Promise<AuthUser> {
    const token = tokenOf(request);
    if (!token) throw new AppError("UNAUTHORIZED", "You need to log in to do this.");
    const verified = await tokens.verify(token);
    const current = await lookup(verified.userId, verified.jti);
    // An old token version means the password changed or the user logged out everywhere; revoked: logged out.
    if (!current || current.revoked || current.tokenVersion !== verified.version) {
      throw new AppError("UNAUTHORIZED", EXPIRED);
    }
    return { id: verified.userId, role: current.role, twoStepMissing: current.twoStepMissing === true };
  }

  app.decorate("requireUser", async (request: FastifyRequest) => {
    request.authUser = await authenticate(request);
  });
  const requireRole = (allowed: readonly string[]) => async (request: FastifyRequest) => {
    if (!request.authUser || !allowed.includes(request.authUser.role)) {
      if (request.authUser && isStaffRole(request.authUser.role)) {
        throw new AppError("FORBIDDEN", "Your staff role cannot do this.", "Ask an admin of the shop.");
      }
      throw new AppError("FORBIDDEN", "Only shop staff can do this.", "Log in with a staff account.");
    }
    // docs/decisions/0009-staff-two-step-login.md: the shop requires two-step login for admins.
    if (request.authUser.twoStepMissing) {
      throw new AppError(
        "TWO_STEP_REQUIRED",
        "The shop requires two-step login for admins.",
        "Turn on two-step login on your account page, then try again.",
      );
    }
  };
  app.decorate("requireRole", requireRole);
  app.decorate("requireAccess", (area: BackOfficeArea, access: BackOfficeAccess) => [
    app.requireUser,
    requireRole(roles.filter((role) => mayUse(role, area, access))),
  ]);
  app.decorate("optionalUser", async (request: FastifyRequest) => {
    // A visitor with neither a token nor a session cookie: no error made only to be caught (its stack trace was
    // ~1.3 % of the server's CPU under guest checkout load).
    if (request.headers.authorization === undefined && !request.cookies?.[SESSION_COOKIE]) {
      request.authUser = null;
      return;
    }
    try {
      request.authUser = await authenticate(request);
    } catch (error) {
      // A client that sends a Bearer token means to act as that member: a refused one is 401, never a silent
      // guest (an order placed as a guest would be missing from the member's account). A stale session cookie
      // alone still leaves the caller a visitor.
      if (request.headers.authorization !== undefined) throw error;
      request.authUser = null;
    }
  });
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, Secure over HTTPS (DESIGN "Transport"). */
export function setSessionCookie(reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: reply.request.protocol === "https",
    path: "/",
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax" });
}
