import { randomUUID } from "node:crypto";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { AppError } from "../lib/app-error";

export const TOKEN_AUDIENCE = "bustan-shop";
export const TOKEN_ISSUER = "bustan";
/** SPEC 5: the start of the message for a token that is not three dot-separated parts. */
export const NOT_A_JWT = "The inspected token doesn't appear to be a JWT. Check the token and try again.";
const INVALID = "Your session is not valid or has expired. Please log in again.";

export interface TokenClaims {
  sub: string;
  exp: number;
}

export interface VerifiedToken {
  userId: number;
  version: number;
  /** The token's own id: logout revokes exactly this token (revoked_tokens). */
  jti: string;
  /** Expiry, seconds since the epoch: a revocation is kept until then. */
  exp: number;
}

export interface TokenService {
  sign(user: { id: number; tokenVersion: number }): Promise<{ token: string; claims: TokenClaims }>;
  /** Throws UNAUTHORIZED (401) for anything but a valid, unexpired HS256 token of this shop. */
  verify(token: string): Promise<VerifiedToken>;
  ttlSeconds: number;
}

/** Verified tokens kept in memory: a member's every request re-sends the same token. */
const VERIFIED_CACHE_SIZE = 10_000;

/** HS256 with an algorithm allow-list, audience, issuer, expiry and a token version (DESIGN). */
export function createTokenService(secret: string, ttlHours: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const ttlSeconds = ttlHours * 3600;
  // Only successful verifications of the exact same string are remembered, until the token's own expiry; the
  // token version and the revoked jti are still checked against the database on every request (plugins/auth.ts),
  // so a logout or a new password takes effect at once, on every instance.
  const verified = new Map<string, VerifiedToken>();
  return {
    ttlSeconds,
    async sign(user) {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      const token = await new SignJWT({ ver: user.tokenVersion })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setJti(randomUUID())
        .setSubject(String(user.id))
        .setAudience(TOKEN_AUDIENCE)
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
      return { token, claims: { sub: String(user.id), exp } };
    },
    async verify(token) {
      if (token.split(".").length !== 3) throw new AppError("UNAUTHORIZED", NOT_A_JWT);
      const known = verified.get(token);
      if (known && known.exp * 1000 > Date.now()) return known;
      if (known) verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          audience: TOKEN_AUDIENCE,
          issuer: TOKEN_ISSUER,
          requiredClaims: ["sub", "exp", "jti"],
        });
        const userId = Number(payload.sub);
        const version = payload.ver;
        const { jti } = payload;
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof version !== "number") {
          throw new AppError("UNAUTHORIZED", INVALID);
        }
        if (typeof jti !== "string" || jti.length === 0 || jti.length > 64) throw new AppError("UNAUTHORIZED", INVALID);
        const result = { userId, version, jti, exp: payload.exp as number };
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
        verified.set(token, result);
        return result;
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof joseErrors.JOSEError) throw new AppError("UNAUTHORIZED", INVALID);
        throw new AppError("UNAUTHORIZED", INVALID);
      }
    },
  };
}
