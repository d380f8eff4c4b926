import { type LoginResponse, normaliseMobile, type SecondStepResponse, type User } from "@shop/shared";
import { passwordProblem, passwordProblemMessages } from "@shop/shared/password-strength";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { TokenService } from "../../plugins/auth-tokens";
import { enqueueMail } from "../mail/mail.repo";
import type { MailJob } from "../mail/mail.templates";
import { dummyHash, hashPassword, newLinkToken, type PasswordCrypto, verifyPassword } from "./passwords";
import { profileImageUrl, readProfileImage, removeProfileImage, storeProfileImage } from "./profile-image";
import type { UserRow } from "./users.repo";
import * as repo from "./users.repo";
import { pruneRevokedTokens, revokeToken } from "./users.session.repo";
import { createLoginThrottle, type ThrottleConfig } from "./users.throttle";

const HOUR = 3_600_000;
const VERIFY_TTL_MS = 24 * HOUR;
const RESET_TTL_MS = HOUR;
/** Reset and verification e-mails per account per hour; more requests are answered the same, but not sent. */
const LINKS_PER_HOUR = 3;

export interface UsersServiceDeps {
  db: Db;
  tokens: TokenService;
  crypto: PasswordCrypto;
  outbox: { kick(): void };
  config: ThrottleConfig & Pick<AppConfig, "mediaDir">;
  log: FastifyBaseLogger;
  /** Two-step login (users.totp.service.ts): the second step an account needs once its password is right. */
  secondStep?: (row: UserRow) => Promise<SecondStepResponse | null>;
}

export function toWireUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    profileImage: profileImageUrl(row.id, row.profileImage),
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
  };
}

const invalidCredentials = (field?: string) =>
  new AppError(
    "INVALID_CREDENTIALS",
    field ? "The current password is not correct." : "The e-mail address or password is not correct.",
    field ? "Check it and try again." : "Check them and try again, or reset your password.",
    field,
  );

const linkInvalid = () =>
  new AppError("LINK_INVALID", "This link is not valid any more.", "Ask for a new link and use the newest one.");

/**
 * Applies the password rules (DESIGN "field rules", shared with the web forms) to a password after decryption:
 * length, not a common one, not containing the owner's e-mail or name, and not guessable (zxcvbn).
 */
function checkNewPassword(password: string, field: string, owner: { email: string; name: string }): void {
  const problem = passwordProblem(password, owner);
  if (problem) {
    throw new AppError(
      "VALIDATION_FAILED",
      passwordProblemMessages[problem],
      "Try a few unrelated words with a number or a symbol.",
      field,
    );
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

export function createUsersService(deps: UsersServiceDeps) {
  const { db, tokens, crypto, outbox, config, log } = deps;
  const throttle = createLoginThrottle(db, config);
  /** Background work (forgot-password) still running; awaited on close. */
  const pending = new Set<Promise<unknown>>();

  async function session(row: UserRow): Promise<LoginResponse> {
    const { token, claims } = await tokens.sign(row);
    return { token, claims, user: toWireUser(row) };
  }

  async function currentUser(id: number): Promise<UserRow> {
    const row = await repo.findUserById(db, id);
    if (!row) throw new AppError("UNAUTHORIZED", "Your session is not valid or has expired. Please log in again.");
    return row;
  }

  const mail = (row: Pick<UserRow, "email" | "name" | "locale">, template: MailJob["template"], link?: string) =>
    ({ template, to: row.email, name: row.name, locale: row.locale, ...(link ? { link } : {}) }) satisfies MailJob;

  /** Under the per-account limit of e-mailed links; locks the user row so concurrent requests count in turn. */
  async function underLinkLimit(tx: Db, userId: number, purpose: repo.TokenPurpose): Promise<boolean> {
    await repo.lockUser(tx, userId);
    return (await repo.countUserTokensSince(tx, userId, purpose, new Date(Date.now() - HOUR))) < LINKS_PER_HOUR;
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

  return {
    toWireUser,

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

    loadUser: async (userId: number) => toWireUser(await currentUser(userId)),

    async updateProfile(
      userId: number,
      input: { name?: string; mobile?: string | null; locale?: "en" | "fr" | "ar" },
    ): Promise<User> {
      // Only these three fields, whatever else the payload held.
      const set: Parameters<typeof repo.updateUser>[2] = {};
      if (input.name !== undefined) set.name = input.name;
      if (input.mobile !== undefined) set.mobile = input.mobile === null ? null : normaliseMobile(input.mobile);
      if (input.locale !== undefined) set.locale = input.locale;
      const row = Object.keys(set).length
        ? await repo.updateUser(db, userId, set)
        : await repo.findUserById(db, userId);
      if (!row) return toWireUser(await currentUser(userId));
      return toWireUser(row);
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

    /**
     * With the e-mailed reset token (single use, 1 hour): sets the password, revokes every older token, marks
     * the e-mail verified (the link proved it) and forgets the account's failed logins.
     */
    async resetPassword(
      input: { resetToken: string; newPassword: string; encrypted?: boolean },
      origin: string,
    ): Promise<LoginResponse | SecondStepResponse> {
      const next = crypto.reveal(input.newPassword, input.encrypted, "updatePassword.newPassword");
      // The link's owner first (without using the link up): the rule compares the password with their e-mail and name.
      const owner = await repo.findUserTokenOwner(db, "reset", input.resetToken);
      if (!owner) throw linkInvalid();
      checkNewPassword(next, "updatePassword.newPassword", owner);
      const passwordHash = await hashPassword(next);
      const updated = await db.transaction(async (tx) => {
        const userId = await repo.consumeUserToken(tx, "reset", input.resetToken);
        if (userId === null || userId !== owner.id) throw linkInvalid();
        const user = await repo.bumpTokenVersion(tx, userId, passwordHash);
        if (!user) throw linkInvalid();
        await repo.retireUserTokens(tx, userId, "reset");
        await throttle.clearAccount(tx, user.email.toLowerCase());
        const verified = user.emailVerifiedAt
          ? user
          : await repo.updateUser(tx, userId, { emailVerifiedAt: new Date() });
        await enqueueMail(tx, mail(user, "passwordChanged", `${origin}/pages/forget/password`));
        return verified ?? user;
      });
      outbox.kick();
      // The e-mailed link proves the mailbox, not the authenticator: two-step accounts still need their code.
      return (await deps.secondStep?.(updated)) ?? session(updated);
    },

    async verifyEmail(verifyToken: string): Promise<User> {
      const row = await db.transaction(async (tx) => {
        const userId = await repo.consumeUserToken(tx, "verify", verifyToken);
        if (userId === null) throw linkInvalid();
        const user = await repo.findUserById(tx, userId);
        if (!user) throw linkInvalid();
        return user.emailVerifiedAt ? user : repo.updateUser(tx, userId, { emailVerifiedAt: new Date() });
      });
      if (!row) throw linkInvalid();
      return toWireUser(row);
    },

    /** A new verification link (older ones stop working); false when already verified or sent too often. */
    async resendVerification(userId: number, origin: string): Promise<boolean> {
      const row = await currentUser(userId);
      if (row.emailVerifiedAt) return false;
      const verifyToken = newLinkToken();
      const sent = await db.transaction(async (tx) => {
        if (!(await underLinkLimit(tx, userId, "verify"))) return false;
        await repo.retireUserTokens(tx, userId, "verify");
        await repo.insertUserToken(tx, { userId, purpose: "verify", token: verifyToken, ttlMs: VERIFY_TTL_MS });
        await enqueueMail(tx, mail(row, "verification", `${origin}/pages/login?verifyToken=${verifyToken}`));
        return true;
      });
      if (sent) outbox.kick();
      return sent;
    },

    /**
     * Forgot password. The route calls it once the answer has left, so the answer and its timing are the same
     * whether or not the e-mail has an account; at most LINKS_PER_HOUR e-mails per account per hour.
     */
    requestPasswordReset(input: { email: string; locale?: "en" | "fr" | "ar" }, origin: string): void {
      const work = (async () => {
        await new Promise((resolve) => setImmediate(resolve));
        const row = await repo.findUserByEmail(db, input.email);
        if (!row) return;
        const resetToken = newLinkToken();
        const sent = await db.transaction(async (tx) => {
          if (!(await underLinkLimit(tx, row.id, "reset"))) return false;
          await repo.retireUserTokens(tx, row.id, "reset");
          await repo.insertUserToken(tx, { userId: row.id, purpose: "reset", token: resetToken, ttlMs: RESET_TTL_MS });
          const job = mail(row, "passwordReset", `${origin}/pages/forget/password?resetToken=${resetToken}`);
          await enqueueMail(tx, { ...job, locale: input.locale ?? row.locale });
          return true;
        });
        if (sent) outbox.kick();
      })().catch((error) => log.error({ err: error }, "password reset request failed"));
      pending.add(work);
      void work.finally(() => pending.delete(work));
    },

    async setProfileImage(userId: number, dataUrl: string): Promise<User> {
      const before = await currentUser(userId);
      const file = await storeProfileImage(config.mediaDir, dataUrl);
      const row = await repo.updateUser(db, userId, { profileImage: file });
      if (!row) {
        await removeProfileImage(config.mediaDir, file);
        return toWireUser(await currentUser(userId));
      }
      await removeProfileImage(config.mediaDir, before.profileImage);
      return toWireUser(row);
    },

    /** The image bytes when `file` is the user's current profile image; null otherwise. */
    async profileImage(userId: number, file: string): Promise<Buffer | null> {
      const row = await repo.findUserById(db, userId);
      if (!row || row.profileImage !== file) return null;
      return readProfileImage(config.mediaDir, file);
    },

    /** Waits for background work (forgot-password requests); called on close, and by tests. */
    async settle(): Promise<void> {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    /** Housekeeping: ended login-throttle windows and revocations of expired tokens. */
    async prune(): Promise<void> {
      await throttle.prune();
      await pruneRevokedTokens(db);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
