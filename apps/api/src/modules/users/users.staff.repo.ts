import { type StaffRole, type StaffStatus, staffRoles } from "@shop/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../lib/rows";
import type { UserRow } from "./users.repo";

/** The SQL of the back office's staff accounts (issue 15): the users with a staff role and their invitations. */

export interface StaffRow {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  status: StaffStatus;
  lastLoginAt: Date | null;
  inviteExpiresAt: Date | null;
  createdAt: Date;
}

const staffRoleList = sql.join(
  staffRoles.map((role) => sql`${role}`),
  sql`, `,
);

/**
 * Staff accounts with their status: disabled, else invited while an invitation link is unused (inviteExpired once
 * the newest is past its 48 hours), else active. Accepting an invitation or resetting the password uses the links up.
 */
const staffWith = (where: SQL) => sql`
  with staff as (
    select u.id, u.name, u.email, u.role, u.last_login_at, u.created_at, inv.expires_at as invite_expires_at,
      case
        when u.disabled_at is not null then 'disabled'
        when inv.expires_at is null then 'active'
        when inv.expires_at > now() then 'invited'
        else 'inviteExpired'
      end as status
    from users u
    left join lateral (
      select max(t.expires_at) as expires_at from user_tokens t
      where t.user_id = u.id and t.purpose = 'invite' and t.used_at is null
    ) inv on true
    where u.role in (${staffRoleList})
  )
  select id, name, email, role, status, last_login_at as "lastLoginAt", invite_expires_at as "inviteExpiresAt",
    created_at as "createdAt", count(*) over ()::int as "totalCount"
  from staff where ${where}`;

/** Timestamps come back as strings from raw SQL on some drivers; the service wants dates. */
const toDate = (value: unknown): Date | null => (value == null ? null : new Date(value as string));
function toStaffRow(row: Record<string, unknown>): StaffRow {
  return {
    id: Number(row.id),
    name: String(row.name),
    email: String(row.email),
    role: row.role as StaffRole,
    status: row.status as StaffStatus,
    lastLoginAt: toDate(row.lastLoginAt),
    inviteExpiresAt: toDate(row.inviteExpiresAt),
    createdAt: toDate(row.createdAt) ?? new Date(0),
  };
}

export interface StaffFilter {
  q?: string;
  role?: StaffRole;
  status?: StaffStatus;
  offset: number;
  limit: number;
}

/** One page of staff accounts by name, and how many match the filter. */
export async function searchStaff(db: Db, filter: StaffFilter): Promise<{ rows: StaffRow[]; totalCount: number }> {
  const conditions: SQL[] = [sql`true`];
  if (filter.q) {
    const like = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(lower(name) like ${like} or lower(email) like ${like})`);
  }
  if (filter.role) conditions.push(sql`role = ${filter.role}`);
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`${staffWith(sql.join(conditions, sql` and `))} order by lower(name), id limit ${filter.limit} offset ${filter.offset}`,
    ),
  );
  return { rows: rows.map(toStaffRow), totalCount: Number(rows[0]?.totalCount ?? 0) };
}

/** One staff account, or null (unknown id, or a shopper). */
export async function findStaff(db: Db, id: number): Promise<StaffRow | null> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(staffWith(sql`id = ${id}`)));
  return row ? toStaffRow(row) : null;
}

/**
 * Locks and answers the ids of the active SUPER_ADMINs (not disabled, invitation accepted) until the end of the
 * transaction: two owners demoting each other at once are taken in turn, so one of them always stays.
 */
export async function lockActiveSuperAdmins(db: Db): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from users u
      where u.role = 'ROLE_SUPER_ADMIN' and u.disabled_at is null
        and not exists (
          select 1 from user_tokens t where t.user_id = u.id and t.purpose = 'invite' and t.used_at is null
        )
      order by id for update`),
  );
  return rows.map((row) => Number(row.id));
}

export async function setRole(db: Db, id: number, role: StaffRole): Promise<void> {
  await db.execute(sql`update users set role = ${role}, updated_at = now() where id = ${id}`);
}

/** Disabling stops the account's tokens on their next request (users.session.repo.ts) and its logins. */
export async function setDisabled(db: Db, id: number, disabled: boolean): Promise<void> {
  await db.execute(
    sql`update users set disabled_at = ${disabled ? sql`coalesce(disabled_at, now())` : sql`null`}, updated_at = now()
      where id = ${id}`,
  );
}

/** A staff account made by an invitation: its password hash is of a random secret no one knows. */
export async function insertInvitedUser(
  db: Db,
  values: { email: string; name: string; role: StaffRole; locale: string; passwordHash: string },
): Promise<Pick<UserRow, "id" | "email" | "name" | "locale">> {
  const [row] = rowsOf<{ id: number; email: string; name: string; locale: string }>(
    await db.execute(sql`
      insert into users (email, name, password_hash, role, locale)
      values (${values.email}, ${values.name}, ${values.passwordHash}, ${values.role}, ${values.locale})
      returning id, email, name, locale`),
  );
  if (!row) throw new Error("insert users returned no row");
  return { ...row, id: Number(row.id) };
}
