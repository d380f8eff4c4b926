import { z } from "zod";
import { emailField, nameField, type Role } from "./account";
import { idField, safeText } from "./safe-text";

/**
 * Wire shapes and rules of the back office's staff accounts (issue 15, docs/design.md "Back office": staff
 * accounts). SUPER_ADMIN manages every staff role; ADMIN and HR manage MANAGER and HR only; no one changes their
 * own role or disables themselves; the last active SUPER_ADMIN is never disabled or demoted.
 */

/** The roles of staff accounts, highest first (ROLE_USER is a shopper, never listed here). */
export const staffRoles = ["ROLE_SUPER_ADMIN", "ROLE_ADMIN", "ROLE_MANAGER", "ROLE_HR"] as const satisfies Role[];
export type StaffRole = (typeof staffRoles)[number];

export function isStaffAccountRole(role: string | null | undefined): role is StaffRole {
  return (staffRoles as readonly string[]).includes(role ?? "");
}

/** The roles `viewer` may give, and so the accounts of which roles they may manage (DESIGN table). */
export function grantableRoles(viewer: string | null | undefined): StaffRole[] {
  if (viewer === "ROLE_SUPER_ADMIN") return [...staffRoles];
  if (viewer === "ROLE_ADMIN" || viewer === "ROLE_HR") return ["ROLE_MANAGER", "ROLE_HR"];
  return [];
}

/** Invited: the set-password link was sent and not used yet; inviteExpired: it is older than 48 hours. */
export const staffStatuses = ["active", "disabled", "invited", "inviteExpired"] as const;
export type StaffStatus = (typeof staffStatuses)[number];

/** How long an invitation's set-password link works. */
export const STAFF_INVITE_TTL_HOURS = 48;

const staffRoleField = z.enum(staffRoles);

export const staffSearchRequestSchema = z
  .object({
    /** Part of the name or e-mail address. */
    q: safeText().trim().max(100).optional(),
    role: staffRoleField.optional(),
    status: z.enum(staffStatuses).optional(),
    /** Zero-based page number (SPEC 3 pagination). */
    from: z.number().int().min(0).max(10_000).optional().default(0),
    limit: z.number().int().min(1).max(100).optional().default(20),
  })
  .nullish();
export type StaffSearchRequest = z.infer<typeof staffSearchRequestSchema>;

export const staffAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: staffRoleField,
  status: z.enum(staffStatuses),
  /** ISO instants; null when never (shown in Asia/Dubai). */
  lastLoginAt: z.string().nullable(),
  /** When the pending invitation's link stops working; null once the password is set. */
  inviteExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** The caller's own account (its role and status cannot be changed by the caller). */
  you: z.boolean(),
  /** Whether the caller may change this account's role or status (its role is one the caller may grant). */
  manageable: z.boolean(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffSearchResponseSchema = z.object({
  staff: z.array(staffAccountSchema),
  totalCount: z.number().int(),
  /** The roles the caller may give (the invite form's and role select's choices). */
  grantable: z.array(staffRoleField),
});
export type StaffSearchResponse = z.infer<typeof staffSearchResponseSchema>;

export const staffInviteRequestSchema = z.object({
  name: nameField,
  email: emailField,
  role: staffRoleField,
  /** Language of the invitation e-mail (and of later e-mails to them). */
  locale: z.enum(["en", "fr", "ar"]).optional(),
});
export type StaffInviteRequest = z.infer<typeof staffInviteRequestSchema>;

export const staffAccountRequestSchema = z.object({ userId: idField });
export const staffRoleRequestSchema = z.object({ userId: idField, role: staffRoleField });
export const staffStatusRequestSchema = z.object({ userId: idField, disabled: z.boolean() });

export const staffAccountResponseSchema = z.object({ account: staffAccountSchema });
export type StaffAccountResponse = z.infer<typeof staffAccountResponseSchema>;

/** The invitation link's call: the invited person's first password (same rules as a new password). */
export const acceptInviteRequestSchema = z.object({
  inviteToken: safeText().min(16).max(200),
  newPassword: z.string().max(2048),
  encrypted: z.boolean().optional(),
});
