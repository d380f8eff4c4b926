import { type SQL, sql } from "drizzle-orm";

/**
 * The users module's declared read model (docs/architecture.md "Read models and embedded statements"): ordering
 * gives a member the guest orders placed with their e-mail once it is verified, in one statement; the back office
 * names the staff member behind a change.
 */

/** The member (id, email) when their e-mail is verified; no row otherwise. */
export function verifiedMemberSql(userId: number): SQL {
  return sql`select id, email from users where id = ${userId} and email_verified_at is not null`;
}

/** The name of the user whose id `userId` yields (SQL of an int column), as a scalar subquery; null when gone. */
export function userNameSql(userId: SQL): SQL {
  return sql`(select u.name from users u where u.id = ${userId})`;
}
