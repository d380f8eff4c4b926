import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { newsletterCampaigns, newsletterSubscribers, newsletterTokens } from "../../db/schema";
import { hashToken } from "./newsletter.repo";

export type CampaignRow = typeof newsletterCampaigns.$inferSelect;
type Localized = CampaignRow["subject"];

export function listCampaigns(db: Db, limit: number): Promise<CampaignRow[]> {
  return db.select().from(newsletterCampaigns).orderBy(desc(newsletterCampaigns.id)).limit(limit);
}

/** The campaign, locked until the transaction ends (a save, test and send of one campaign take turns). */
export async function lockCampaign(db: Db, id: number): Promise<CampaignRow | null> {
  const [row] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id)).for("update");
  return row ?? null;
}

export async function insertCampaign(
  db: Db,
  values: { subject: Localized; body: Localized; createdBy: number },
): Promise<CampaignRow> {
  const [row] = await db
    .insert(newsletterCampaigns)
    .values({ ...values, status: "draft" })
    .returning();
  if (!row) throw new Error("campaign insert returned no row");
  return row;
}

export async function updateCampaign(
  db: Db,
  id: number,
  values: Partial<Pick<CampaignRow, "subject" | "body" | "status" | "sentAt" | "recipients">>,
): Promise<CampaignRow> {
  const [row] = await db.update(newsletterCampaigns).set(values).where(eq(newsletterCampaigns.id, id)).returning();
  if (!row) throw new Error("campaign update returned no row");
  return row;
}

/** Every subscribed address, in id order (the order the campaign is sent in). */
export function subscribedRecipients(db: Db) {
  return db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, locale: newsletterSubscribers.locale })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "subscribed"))
    .orderBy(newsletterSubscribers.id);
}

/** One unsubscribe token per recipient, in one statement per thousand. */
export async function insertUnsubscribeTokens(
  db: Db,
  tokens: ReadonlyArray<{ subscriberId: number; token: string }>,
  expiresAt: Date,
): Promise<void> {
  for (let i = 0; i < tokens.length; i += 1000) {
    await db.insert(newsletterTokens).values(
      tokens.slice(i, i + 1000).map(({ subscriberId, token }) => ({
        subscriberId,
        purpose: "unsubscribe",
        tokenHash: hashToken(token),
        expiresAt,
      })),
    );
  }
}
