import type { LoginResponse, SecondStepResponse, User } from "@shop/shared";
import { passwordProblem, passwordProblemMessages } from "@shop/shared/password-strength";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { MailJob } from "../mail/mail.service";
import type { PasswordCrypto } from "./passwords";
import { type ProfileImages, profileImageUrl } from "./profile-image";
import type { UserRow } from "./users.repo";
import type { createLoginThrottle, ThrottleConfig } from "./users.throttle";

// Shared by the parts of the users service (users.service.ts, users.links.ts, users.profile.ts).

export const HOUR = 3_600_000;
export const VERIFY_TTL_MS = 24 * HOUR;

/** What createUsersService hands to the smaller factories it composes. */
export interface UsersContext {
  db: Db;
  crypto: PasswordCrypto;
  outbox: { kick(): void };
  config: ThrottleConfig;
  profileImages: ProfileImages;
  log: FastifyBaseLogger;
  throttle: ReturnType<typeof createLoginThrottle>;
  session(row: UserRow): Promise<LoginResponse>;
  currentUser(id: number): Promise<UserRow>;
  /** Queues an e-mail in the outbox inside `tx` (the mail module's repo, reached from users.service.ts only). */
  enqueueMail(tx: Db, job: MailJob): Promise<void>;
  secondStep?: (row: UserRow) => Promise<SecondStepResponse | null>;
  /** The password check under the login throttle (a failure counts for the account and the address). */
  verifyPasswordOf(row: UserRow, password: string, address: string): Promise<boolean>;
}

export const mail = (row: Pick<UserRow, "email" | "name" | "locale">, template: MailJob["template"], link?: string) =>
  ({ template, to: row.email, name: row.name, locale: row.locale, ...(link ? { link } : {}) }) satisfies MailJob;

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

export const invalidCredentials = (field?: string) =>
  new AppError(
    "INVALID_CREDENTIALS",
    field ? "The current password is not correct." : "The e-mail address or password is not correct.",
    field ? "Check it and try again." : "Check them and try again, or reset your password.",
    field,
  );

export const linkInvalid = () =>
  new AppError("LINK_INVALID", "This link is not valid any more.", "Ask for a new link and use the newest one.");

/**
 * Applies the password rules (DESIGN "field rules", shared with the web forms) to a password after decryption:
 * length, not a common one, not containing the owner's e-mail or name, and not guessable (zxcvbn).
 */
export function checkNewPassword(password: string, field: string, owner: { email: string; name: string }): void {
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

export { isUniqueViolation } from "../../lib/unique-violation";
