import { sql } from "drizzle-orm";
import type { Db } from "../../src/db/client";
import { hashPassword } from "../../src/modules/users/passwords";

/** The demo back-office accounts (README "Back office"); their password is DEMO_STAFF_PASSWORD or this. */
export const DEFAULT_STAFF_PASSWORD = "Bustan-Staff-2026!";

export const demoStaff = [
  // The shop's owner (issue 15): the one demo account that may manage every staff role.
  { email: "owner@bustan.ae", name: "Bustan Owner", role: "ROLE_SUPER_ADMIN" },
  { email: "admin@bustan.ae", name: "Bustan Admin", role: "ROLE_ADMIN" },
  { email: "manager@bustan.ae", name: "Bustan Manager", role: "ROLE_MANAGER" },
] as const;

/**
 * Adds the demo staff accounts (verified, argon2id like every password); an account that already exists is
 * left as it is, so a changed password survives a re-seed.
 */
export async function seedStaff(db: Db, password = process.env.DEMO_STAFF_PASSWORD || DEFAULT_STAFF_PASSWORD) {
  const passwordHash = await hashPassword(password);
  for (const staff of demoStaff) {
    await db.execute(sql`
      insert into users (email, name, password_hash, role, locale, email_verified_at)
      values (${staff.email}, ${staff.name}, ${passwordHash}, ${staff.role}, 'en', now())
      on conflict (lower(email)) do nothing`);
  }
}
