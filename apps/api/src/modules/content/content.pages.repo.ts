import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contentPages, type I18nText } from "../../db/schema";

/**
 * The SQL of the shop's information pages (content_pages, kind "page", slugs about, delivery, refund, faq).
 * One row per page: `body` is the published Markdown the storefront shows while the status is "published", and
 * `draft` holds the staff's working copy, so a draft can be saved without touching the live page. No row: the
 * page was never edited.
 */

export type PageRow = typeof contentPages.$inferSelect;

const isPage = eq(contentPages.kind, "page");

export function listPages(db: Db): Promise<PageRow[]> {
  return db.select().from(contentPages).where(isPage);
}

export async function findPublishedPage(db: Db, slug: string): Promise<PageRow | null> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(isPage, eq(contentPages.slug, slug), eq(contentPages.status, "published")));
  return row ?? null;
}

/** A page's row, locked for the caller's transaction (two saves of it wait for each other); null when never edited. */
export async function lockPage(tx: Db, slug: string): Promise<PageRow | null> {
  const [row] = await tx
    .select()
    .from(contentPages)
    .where(and(isPage, eq(contentPages.slug, slug)))
    .for("update");
  return row ?? null;
}

/** The row of a page edited for the first time: a draft with nothing published (an empty live body). */
export async function insertPage(tx: Db, slug: string, draft: I18nText, createdBy: number): Promise<PageRow> {
  const [row] = await tx
    .insert(contentPages)
    .values({
      slug,
      kind: "page",
      title: { en: slug },
      summary: { en: "" },
      draft,
      body: { en: "" },
      status: "draft",
      createdBy,
    })
    .returning();
  return row!;
}

export async function saveDraft(tx: Db, id: number, draft: I18nText): Promise<PageRow> {
  const [row] = await tx
    .update(contentPages)
    .set({ draft, updatedAt: sql`now()` })
    .where(eq(contentPages.id, id))
    .returning();
  return row!;
}

/** The texts become both the working copy and the live page, published now. */
export async function publishPage(tx: Db, id: number, texts: I18nText): Promise<PageRow> {
  const [row] = await tx
    .update(contentPages)
    .set({ draft: texts, body: texts, status: "published", publishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(contentPages.id, id))
    .returning();
  return row!;
}

/** Taken off the storefront (the built-in text shows again); the texts stay for a later publish. */
export async function unpublishPage(tx: Db, id: number): Promise<PageRow> {
  const [row] = await tx
    .update(contentPages)
    .set({ status: "draft", updatedAt: sql`now()` })
    .where(eq(contentPages.id, id))
    .returning();
  return row!;
}
