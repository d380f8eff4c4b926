import {
  grantableRoles,
  type LoginResponse,
  type SecondStepResponse,
  STAFF_INVITE_TTL_HOURS,
  type StaffAccount,
  type StaffInviteRequest,
  type StaffRole,
  type StaffSearchRequest,
  type StaffSearchResponse,
} from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { AuditActor, RecordAudit } from "../audit/audit.service";
import { hashPassword, newLinkToken } from "./passwords";
import * as users from "./users.repo";
import { checkNewPassword, HOUR, isUniqueViolation, linkInvalid, mail, type UsersContext } from "./users.shared";
import * as repo from "./users.staff.repo";

const INVITE_TTL_MS = STAFF_INVITE_TTL_HOURS * HOUR;

const notFound = () => new AppError("NOT_FOUND", "There is no staff account with this id.", undefined, "userId");
const emailTaken = () =>
  new AppError(
    "EMAIL_TAKEN",
    "An account with this e-mail address already exists.",
    "Staff accounts are made only by invitation: invite the person with another e-mail address.",
    "email",
  );
const notYours = (field: string) =>
  new AppError("FORBIDDEN", "Your role cannot give this role or manage this account.", undefined, field);
const lastSuperAdmin = () =>
  new AppError(
    "CONFLICT",
    "The last active SUPER_ADMIN cannot be disabled or demoted.",
    "Make another account SUPER_ADMIN first.",
    "userId",
  );

/** What the audit log keeps of an account before and after a change (never a password or a token). */
const snapshot = (row: repo.StaffRow) => ({ name: row.name, email: row.email, role: row.role, status: row.status });

function toWire(row: repo.StaffRow, viewer: AuditActor): StaffAccount {
  const you = row.id === viewer.id;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    inviteExpiresAt: row.inviteExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    you,
    manageable: !you && grantableRoles(viewer.role).includes(row.role),
  };
}

/**
 * Staff accounts (issue 15, DESIGN "Back office"): invite by e-mail, change a role, disable and enable. The role
 * table lets SUPER_ADMIN, ADMIN and HR in (adminPost); which accounts each may touch is decided here.
 */
export function createStaffAccounts(ctx: UsersContext, recordAudit: RecordAudit) {
  const { db, crypto, outbox, enqueueMail } = ctx;

  /**
   * The account `userId` locked for the change, when `viewer` may manage it (not their own, a role they may give),
   * and the active SUPER_ADMINs, locked first by every change (in one order, so two owners demoting each other at
   * once are taken in turn and never deadlock).
   */
  async function lockManageable(tx: Db, viewer: AuditActor, userId: number) {
    const superAdmins = await repo.lockActiveSuperAdmins(tx);
    await users.lockUser(tx, userId);
    const row = await repo.findStaff(tx, userId);
    if (!row) throw notFound();
    if (row.id === viewer.id) {
      throw new AppError(
        "FORBIDDEN",
        "No one can change their own role or disable their own account.",
        undefined,
        "userId",
      );
    }
    if (!grantableRoles(viewer.role).includes(row.role)) throw notYours("userId");
    /** Refuses a change that would leave no active SUPER_ADMIN. */
    const keepOneSuperAdmin = () => {
      if (superAdmins.includes(row.id) && superAdmins.length <= 1) throw lastSuperAdmin();
    };
    return { before: row, keepOneSuperAdmin };
  }

  /** Writes the change's audit entry and answers the account as it is now. */
  async function audited(tx: Db, viewer: AuditActor, action: string, before: repo.StaffRow | null, id: number) {
    const after = await repo.findStaff(tx, id);
    if (!after) throw notFound();
    await recordAudit(tx, viewer, {
      action,
      entity: "user",
      entityId: String(id),
      before: before && snapshot(before),
      after: snapshot(after),
    });
    return { account: toWire(after, viewer) };
  }

  /** A new set-password link for `user`, e-mailed through the outbox in `tx` (older invitation links stop working). */
  async function sendInvite(tx: Db, user: Pick<users.UserRow, "id" | "email" | "name" | "locale">, origin: string) {
    const token = newLinkToken();
    await users.retireUserTokens(tx, user.id, "invite");
    await users.insertUserToken(tx, { userId: user.id, purpose: "invite", token, ttlMs: INVITE_TTL_MS });
    await enqueueMail(tx, mail(user, "staffInvite", `${origin}/pages/staff/welcome?token=${token}`));
  }

  return {
    async search(viewer: AuditActor, request: StaffSearchRequest): Promise<StaffSearchResponse> {
      const { from = 0, limit = 20, ...filter } = request ?? {};
      const { rows, totalCount } = await repo.searchStaff(db, { ...filter, offset: from * limit, limit });
      return { staff: rows.map((row) => toWire(row, viewer)), totalCount, grantable: grantableRoles(viewer.role) };
    },

    /**
     * Makes the account (with a password no one knows) and e-mails a set-password link valid 48 hours. An address
     * that has an account already, a shopper's included, is refused (EMAIL_TAKEN): no one is made staff behind
     * their back, and a shopper's orders stay apart from the shop's accounts (docs/design.md "Back office").
     */
    async invite(viewer: AuditActor, input: StaffInviteRequest, origin: string) {
      if (!grantableRoles(viewer.role).includes(input.role)) throw notYours("role");
      if (await users.findUserByEmail(db, input.email)) throw emailTaken();
      const passwordHash = await hashPassword(newLinkToken());
      try {
        const answer = await db.transaction(async (tx) => {
          const user = await repo.insertInvitedUser(tx, { ...input, locale: input.locale ?? "en", passwordHash });
          await sendInvite(tx, user, origin);
          return audited(tx, viewer, "staff.invite", null, user.id);
        });
        outbox.kick();
        return answer;
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    /** A fresh 48-hour link for an invitation not accepted yet (the older link stops working). */
    async resendInvite(viewer: AuditActor, userId: number, origin: string) {
      const answer = await db.transaction(async (tx) => {
        const { before } = await lockManageable(tx, viewer, userId);
        if (before.status !== "invited" && before.status !== "inviteExpired") {
          throw new AppError(
            "CONFLICT",
            "This account is not waiting for an invitation: it has a password, or it is disabled.",
            undefined,
            "userId",
          );
        }
        const user = await users.findUserById(tx, userId);
        if (!user) throw notFound();
        await sendInvite(tx, user, origin);
        return audited(tx, viewer, "staff.invite.resend", before, userId);
      });
      outbox.kick();
      return answer;
    },

    /** Takes effect on the account's next request: the role is read from the database on every call. */
    async changeRole(viewer: AuditActor, userId: number, role: StaffRole) {
      return db.transaction(async (tx) => {
        const { before, keepOneSuperAdmin } = await lockManageable(tx, viewer, userId);
        if (!grantableRoles(viewer.role).includes(role)) throw notYours("role");
        if (before.role === role) return { account: toWire(before, viewer) };
        keepOneSuperAdmin();
        await repo.setRole(tx, userId, role);
        return audited(tx, viewer, "staff.role", before, userId);
      });
    },

    /** A disabled account cannot log in and its tokens stop working on their next request. */
    async setDisabled(viewer: AuditActor, userId: number, disabled: boolean) {
      return db.transaction(async (tx) => {
        const { before, keepOneSuperAdmin } = await lockManageable(tx, viewer, userId);
        if ((before.status === "disabled") === disabled) return { account: toWire(before, viewer) };
        if (disabled) keepOneSuperAdmin();
        await repo.setDisabled(tx, userId, disabled);
        return audited(tx, viewer, disabled ? "staff.disable" : "staff.enable", before, userId);
      });
    },

    /**
     * The invitation link (single use, 48 hours): sets the first password under the usual rules, marks the e-mail
     * verified (the link proved it) and logs the staff member in (two-step first where the shop requires it).
     */
    async acceptInvite(input: {
      inviteToken: string;
      newPassword: string;
      encrypted?: boolean;
    }): Promise<LoginResponse | SecondStepResponse> {
      const next = crypto.reveal(input.newPassword, input.encrypted, "newPassword");
      const owner = await users.findUserTokenOwner(db, "invite", input.inviteToken);
      if (!owner) throw linkInvalid();
      if (owner.disabledAt) {
        throw new AppError("ACCOUNT_DISABLED", "This account is disabled.", "Ask the person who invited you.");
      }
      checkNewPassword(next, "newPassword", owner);
      const passwordHash = await hashPassword(next);
      const row = await db.transaction(async (tx) => {
        const userId = await users.consumeUserToken(tx, "invite", input.inviteToken);
        if (userId === null || userId !== owner.id) throw linkInvalid();
        if (!(await users.bumpTokenVersion(tx, userId, passwordHash))) throw linkInvalid();
        await users.retireUserTokens(tx, userId, "invite");
        await users.retireUserTokens(tx, userId, "reset");
        return users.updateUser(tx, userId, { emailVerifiedAt: new Date() });
      });
      if (!row) throw linkInvalid();
      return (await ctx.secondStep?.(row)) ?? ctx.session(row);
    },
  };
}
export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
