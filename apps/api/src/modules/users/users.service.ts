import type { LoginResponse, SecondStepResponse } from "@shop/shared";
import { normaliseMobile } from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { TokenService } from "../../plugins/auth-tokens";
import type { RecordAudit } from "../audit/audit.service";
import { enqueueMail } from "../mail/mail.service";
import { dummyHash, hashPassword, newLinkToken, type PasswordCrypto, verifyPassword } from "./passwords";
import type { ProfileImages } from "./profile-image";
import { createAccountChanges } from "./users.account-changes";
import { createUserLinks } from "./users.links";
import { createUserProfile } from "./users.profile";
import type { UserRow } from "./users.repo";
import * as repo from "./users.repo";
import { pruneRevokedTokens, revokeToken } from "./users.session.repo";
import {
  checkNewPassword,
  invalidCredentials,
  isUniqueViolation,
  mail,
  toWireUser,
  type UsersContext,
  VERIFY_TTL_MS,
} from "./users.shared";
import { createStaffAccounts } from "./users.staff.service";
import { createLoginThrottle, type ThrottleConfig } from "./users.throttle";

export { toWireUser } from "./users.shared";

export interface UsersServiceDeps {
  db: Db;
  tokens: TokenService;
  crypto: PasswordCrypto;
  outbox: { kick(): void };
  config: ThrottleConfig;
  /** Where profile images are stored (profile-image.ts). */
  profileImages: ProfileImages;
  log: FastifyBaseLogger;
  /** Two-step login (users.totp.service.ts): the second step an account needs once its password is right. */
  secondStep?: (row: UserRow) => Promise<SecondStepResponse | null>;
  /** The back office's audit log (staff accounts' changes are recorded in their transaction). */
  recordAudit: RecordAudit;
}

export function createUsersService(deps: UsersServiceDeps) {
  const { db, tokens, crypto, outbox, config, log } = deps;
  const throttle = createLoginThrottle(db, config);

  async function session(row: UserRow): Promise<LoginResponse> {
    const { token, claims } = await tokens.sign(row);
    await repo.touchLastLogin(db, row.id);
    return { token, claims, user: toWireUser(row) };
  }

  async function currentUser(id: number): Promise<UserRow> {
    const row = await repo.findUserById(db, id);
    if (!row) throw new AppError("UNAUTHORIZED", "Your session is not valid or has expired. Please log in again.");
    return row;
  }

  /** Checks a password under the login throttle (users.throttle.ts): a failure counts, a success clears its pair. */
  async function throttledVerify(emailKey: string, address: string, hash: string | undefined, password: string) {
    const { pairHadFailures } = await throttle.admit(emailKey, address);
    const matches = await verifyPassword(hash ?? (await dummyHash()), password);
    if (!hash || !matches) {
      await throttle.recordFailure(emailKey, address);
      return false;
    }
    if (pairHadFailures) await throttle.clearPair(emailKey, address);
    return true;
  }

  const ctx: UsersContext = {
    db,
    crypto,
    outbox,
    config,
    profileImages: deps.profileImages,
    log,
    throttle,
    session,
    currentUser,
    enqueueMail,
    secondStep: deps.secondStep,
    verifyPasswordOf: (row, password, address) =>
      throttledVerify(row.email.toLowerCase(), address, row.passwordHash, password),
  };
  const links = createUserLinks(ctx);
  const profile = createUserProfile(ctx);
  const staff = createStaffAccounts(ctx, deps.recordAudit);
  const accountChanges = createAccountChanges(ctx);

  return {
    toWireUser,
    /** The back office's staff accounts (issue 15): invitations, roles, disabling. */
    staff,
    ...profile,
    ...links,
    ...accountChanges,

    async register(
      input: { name: string; email: string; password: string; mobile?: string; locale?: string; encrypted?: boolean },
      origin: string,
    ): Promise<LoginResponse> {
      const password = crypto.reveal(input.password, input.encrypted, "userRegPld.password");
      checkNewPassword(password, "userRegPld.password", input);
      const emailTaken = () =>
        new AppError(
          "EMAIL_TAKEN",
          "An account with this e-mail address already exists.",
          "Log in, or reset your password if you forgot it.",
          "userRegPld.email",
        );
      if (await repo.findUserByEmail(db, input.email)) throw emailTaken();
      const passwordHash = await hashPassword(password);
      const verifyToken = newLinkToken();
      let row: UserRow;
      try {
        row = await db.transaction(async (tx) => {
          const user = await repo.insertUser(tx, {
            email: input.email,
            name: input.name,
            mobile: input.mobile ? normaliseMobile(input.mobile) : null,
            passwordHash,
            locale: input.locale ?? "en",
          });
          await repo.insertUserToken(tx, {
            userId: user.id,
            purpose: "verify",
            token: verifyToken,
            ttlMs: VERIFY_TTL_MS,
          });
          await enqueueMail(tx, mail(user, "verification", `${origin}/pages/login?verifyToken=${verifyToken}`));
          return user;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      outbox.kick();
      return session(row);
    },

    /**
     * The same answer, and about the same time, for an unknown e-mail and a wrong password: an unknown e-mail
     * is checked against a dummy hash, and both count towards the login throttle of `address` (the client IP).
     */
    async login(
      input: { email: string; password: string; encrypted?: boolean },
      address: string,
    ): Promise<LoginResponse | SecondStepResponse> {
      const password = crypto.reveal(input.password, input.encrypted, "password");
      const emailKey = input.email.trim().toLowerCase();
      const row = await repo.findUserByEmail(db, emailKey);
      const matches = await throttledVerify(emailKey, address, row?.passwordHash, password);
      if (!row || !matches) throw invalidCredentials();
      if (row.disabledAt) {
        throw new AppError(
          "ACCOUNT_DISABLED",
          "This account is disabled.",
          "Contact the shop if you think this is wrong.",
        );
      }
      // Staff with two-step login get a challenge instead of a session (decision 0009).
      const second = await deps.secondStep?.(row);
      if (second) return second;
      return session(row);
    },

    /** Revokes the presented token on the server (every instance); an invalid or missing one needs nothing. */
    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      const verified = await tokens.verify(token).catch((error) => {
        if (error instanceof AppError) return null;
        throw error;
      });
      if (verified) await revokeToken(db, verified.jti, new Date(verified.exp * 1000));
    },

    async logoutAll(userId: number): Promise<void> {
      await repo.bumpTokenVersion(db, userId);
    },

    /** Logged in: checks the current password, then changes it and revokes every other token. */
    async changePassword(
      userId: number,
      input: { currentPassword: string; newPassword: string; encrypted?: boolean },
      origin: string,
      address: string,
    ): Promise<LoginResponse> {
      const current = crypto.reveal(input.currentPassword, input.encrypted, "updatePassword.currentPassword");
      const next = crypto.reveal(input.newPassword, input.encrypted, "updatePassword.newPassword");
      const row = await currentUser(userId);
      if (!(await throttledVerify(row.email.toLowerCase(), address, row.passwordHash, current))) {
        throw invalidCredentials("updatePassword.currentPassword");
      }
      checkNewPassword(next, "updatePassword.newPassword", row);
      const passwordHash = await hashPassword(next);
      const updated = await db.transaction(async (tx) => {
        const user = await repo.bumpTokenVersion(tx, userId, passwordHash);
        if (!user) throw new Error("user vanished");
        await repo.retireUserTokens(tx, userId, "reset");
        await enqueueMail(tx, mail(user, "passwordChanged", `${origin}/pages/forget/password`));
        return user;
      });
      outbox.kick();
      return session(updated);
    },

    /** A member's name, e-mail, mobile and language (checkout's contact when none is typed), or null. */
    async contactOf(userId: number) {
      const row = await repo.findUserById(db, userId);
      return row && { name: row.name, email: row.email, mobile: row.mobile, locale: row.locale };
    },

    /** The current names and e-mails of these users, by id (the back office's audit log shows who did what). */
    async namesOf(ids: number[]): Promise<Map<number, { name: string; email: string }>> {
      const rows = await repo.findNames(db, ids);
      return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email }]));
    },

    /** Housekeeping: ended login-throttle windows and revocations of expired tokens. */
    async prune(): Promise<void> {
      await throttle.prune();
      await pruneRevokedTokens(db);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
