import { sql } from "drizzle-orm";
import { type Member, registerMember } from "./members";
import type { TestContext } from "./test-app";

/** Every role of an account, shoppers included (docs/design.md "Back office"). */
export const everyRole = ["ROLE_SUPER_ADMIN", "ROLE_ADMIN", "ROLE_MANAGER", "ROLE_HR", "ROLE_USER"] as const;

/**
 * A logged-in account of this role: a member registered and logged in through HTTP whose role is then set in the
 * database (the role is read on every request, so the session token stays valid). Name "Staff <role>" unless given.
 */
export async function staffMember(
  ctx: TestContext,
  role: string,
  options: Parameters<typeof registerMember>[1] = {},
): Promise<Member> {
  const member = await registerMember(ctx, { name: `Staff ${role}`, ...options });
  await ctx.database.db.execute(sql`update users set role = ${role} where id = ${member.user.id}`);
  return { ...member, user: { ...member.user, role } };
}

/** The auth headers of a logged-in account of this role: `headers: await staffHeaders(ctx, "ROLE_MANAGER")`. */
export async function staffHeaders(ctx: TestContext, role: string): Promise<{ authorization: string }> {
  return (await staffMember(ctx, role)).headers;
}
