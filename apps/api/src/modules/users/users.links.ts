import type { LoginResponse, SecondStepResponse, User } from "@shop/shared";
import type { Db } from "../../db/client";
import { hashPassword, newLinkToken } from "./passwords";
import * as repo from "./users.repo";
import {
  checkNewPassword,
  HOUR,
  linkInvalid,
  mail,
  toWireUser,
  type UsersContext,
  VERIFY_TTL_MS,
} from "./users.shared";

const RESET_TTL_MS = HOUR;
/** Reset and verification e-mails per account per hour; more requests are answered the same, but not sent. */
const LINKS_PER_HOUR = 3;

/** The e-mailed-link flows of the users service: e-mail verification (and resend), forgot and reset password. */
export function createUserLinks(ctx: UsersContext) {
  const { db, crypto, outbox, log, throttle, session, currentUser, enqueueMail } = ctx;
  /** Background work (forgot-password) still running; awaited on close. */
  const pending = new Set<Promise<unknown>>();

  /** Under the per-account limit of e-mailed links; locks the user row so concurrent requests count in turn. */
  async function underLinkLimit(tx: Db, userId: number, purpose: repo.TokenPurpose): Promise<boolean> {
    await repo.lockUser(tx, userId);
    return (await repo.countUserTokensSince(tx, userId, purpose, new Date(Date.now() - HOUR))) < LINKS_PER_HOUR;
  }

  return {
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
        // A staff invitation is answered too: the password is set (users.staff.service.ts).
        await repo.retireUserTokens(tx, userId, "invite");
        await throttle.clearAccount(tx, user.email.toLowerCase());
        const verified = user.emailVerifiedAt
          ? user
          : await repo.updateUser(tx, userId, { emailVerifiedAt: new Date() });
        await enqueueMail(tx, mail(user, "passwordChanged", `${origin}/pages/forget/password`));
        return verified ?? user;
      });
      outbox.kick();
      // The e-mailed link proves the mailbox, not the authenticator: two-step accounts still need their code.
      return (await ctx.secondStep?.(updated)) ?? session(updated);
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
        // A disabled account gets no link; the answer was the same already (issue 15).
        if (!row || row.disabledAt) return;
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

    /** Waits for background work (forgot-password requests); called on close, and by tests. */
    async settle(): Promise<void> {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
