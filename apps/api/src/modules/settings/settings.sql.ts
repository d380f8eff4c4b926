import { type SQL, sql } from "drizzle-orm";

/**
 * The settings module's declared read model (docs/architecture.md "Read models and embedded statements"): the
 * auth check of every admin request asks whether two-step login is required in the same query as the admin's own
 * state, so a change of the setting counts at once on every instance.
 */

/** Whether the shop requires two-step login for admins (settings key "twoStep"): a boolean, or null when unset. */
export const twoStepRequiredSql: SQL = sql`(select (value->>'requiredForAdmins')::boolean from settings where key = 'twoStep')`;
