import type { User } from "@shop/shared";
import { AppError, RetryLaterError } from "../../lib/app-error";
import { newLinkToken } from "./passwords";
import { enqueueEmailChangeMail, maskEmail } from "./users.email-change.mail";
import * as changeRepo from "./users.email-change.repo";
import * as repo from "./users.repo";
import {
  HOUR,
  invalidCredentials,
  isUniqueViolation,
  linkInvalid,
  toWireUser,
  type UsersContext,
  VERIFY_TTL_MS,
} from "./users.shared";

/** E-mail change requests per account per hour (each sends two e-mails); more are RATE_LIMITED. */
const CHANGES_PER_HOUR = 3;

const emailTaken = () =>
  new AppError(
    "EMAIL_TAKEN",
    "This e-mail address now belongs to another account, so your address was not changed.",
    "Ask for the change again with another address.",
  );

/**
 * Issue 16, the member's own account: changing the e-mail (a link to the new address, a notice to the old one;
 * docs/decisions/0018) and the password check before deleting the account (the customers module erases it).
 */
export function createAccountChanges(ctx: UsersContext) {
  const { db, crypto, outbox, currentUser, verifyPasswordOf } = ctx;

  /** The member's row once the password typed again is theirs; a wrong one counts in the login throttle. */
  async function withPassword(userId: number, password: string, encrypted: boolean | undefined, address: string) {
    const plain = crypto.reveal(password, encrypted, "password");
    const row = await currentUser(userId);
    if (!(await verifyPasswordOf(row, plain, address))) throw invalidCredentials("password");
    return row;
  }

  return {
    /**
     * Sends the link to the new address and the notice to the old one. The answer is the same when the new address
     * has an account: that address then gets a note instead of a link, and a token that no e-mail carries is still
     * stored so the hourly limit counts every request alike.
     */
    async requestEmailChange(
      userId: number,
      input: { newEmail: string; password: string; encrypted?: boolean },
      origin: string,
      address: string,
    ): Promise<{ sent: true }> {
      const row = await withPassword(userId, input.password, input.encrypted, address);
      const newEmail = input.newEmail.trim().toLowerCase();
      if (newEmail === row.email.trim().toLowerCase()) {
        throw new AppError(
          "VALIDATION_FAILED",
          "This is already your e-mail address.",
          "Type the new address you want to use.",
          "newEmail",
        );
      }
      const holder = await repo.findUserByEmail(db, newEmail);
      const token = newLinkToken();
      await db.transaction(async (tx) => {
        await repo.lockUser(tx, userId);
        const recent = await repo.countUserTokensSince(tx, userId, "email_change", new Date(Date.now() - HOUR));
        if (recent >= CHANGES_PER_HOUR) {
          throw new RetryLaterError(
            "Too many e-mail change requests for this account.",
            "Use the newest link you were sent, or try again in an hour.",
            3600,
          );
        }
        await repo.retireUserTokens(tx, userId, "email_change");
        await changeRepo.insertEmailChangeToken(tx, { userId, token, newEmail, ttlMs: VERIFY_TTL_MS });
        const to = { to: newEmail, locale: row.locale, name: row.name };
        await enqueueEmailChangeMail(
          tx,
          holder
            ? {
                ...to,
                template: "emailChangeTaken",
                locale: holder.locale,
                name: holder.name,
                link: `${origin}/pages/login`,
              }
            : { ...to, template: "emailChangeConfirm", link: `${origin}/pages/email/confirm?token=${token}` },
        );
        await enqueueEmailChangeMail(tx, {
          template: "emailChangeNotice",
          to: row.email,
          locale: row.locale,
          name: row.name,
          masked: maskEmail(newEmail),
          link: `${origin}/pages/profile`,
        });
      });
      outbox.kick();
      return { sent: true };
    },

    /**
     * The link from the new address: the address changes and counts as verified, in one transaction with using the
     * token. Links sent to the old address (reset, verification) stop working. Sessions keep working (0018).
     */
    async confirmEmailChange(token: string): Promise<User> {
      try {
        const row = await db.transaction(async (tx) => {
          const used = await changeRepo.consumeEmailChangeToken(tx, token);
          if (!used) throw linkInvalid();
          const updated = await changeRepo.setEmail(tx, used.userId, used.newEmail);
          if (!updated) throw linkInvalid();
          for (const purpose of ["reset", "verify", "email_change"] as const) {
            await repo.retireUserTokens(tx, used.userId, purpose);
          }
          return updated;
        });
        return toWireUser(row);
      } catch (error) {
        // Someone registered or confirmed the address meanwhile: nothing was written, the token is still unused.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    /** Before the account is deleted (customers module): the row when the password is right. */
    checkOwnPassword: withPassword,
  };
}
