import { and, asc, desc, eq, like, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contentPages, type I18nText } from "../../db/schema";

/** The SQL of the content module's care guides (content_pages, kind "guide"). */

export type GuideRow = typeof contentPages.$inferSelect;

const isGuide = eq(contentPages.kind, "guide");

/** Published guides, newest first after the staff's order (position). */
export function listPublishedGuides(db: Db): Promise<GuideRow[]> {
  return db
    .select()
    .from(contentPages)
    .where(and(isGuide, eq(contentPages.status, "published")))
    .orderBy(asc(contentPages.position), desc(contentPages.publishedAt), asc(contentPages.id));
}

export async function findPublishedGuide(db: Db, slug: string): Promise<GuideRow | null> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(isGuide, eq(contentPages.slug, slug), eq(contentPages.status, "published")));
  return row ?? null;
}

/** Every guide, drafts included, as the back office lists them. */
export function listAllGuides(db: Db): Promise<GuideRow[]> {
  return db
    .select()
    .from(contentPages)
    .where(isGuide)
    .orderBy(asc(contentPages.position), desc(contentPages.updatedAt), asc(contentPages.id));
}

/** One guide, locked for the caller's transaction (two saves of it wait for each other). */
export async function lockGuide(tx: Db, id: number): Promise<GuideRow | null> {
  const [row] = await tx
    .select()
    .from(contentPages)
    .where(and(isGuide, eq(contentPages.id, id)))
    .for("update");
  return row ?? null;
}

/** Slugs of every content page (any kind: they share one unique index) that start with `base`, but `id`'s. */
export async function slugsLike(db: Db, base: string, id: number | null): Promise<Set<string>> {
  const pattern = `${base.replace(/[\\%_]/g, "\\$&")}%`;
  const rows = await db
    .select({ slug: contentPages.slug })
    .from(contentPages)
    .where(and(like(contentPages.slug, pattern), ne(contentPages.id, id ?? 0)));
  return new Set(rows.map((r) => r.slug));
}

export interface GuideValues {
  slug: string;
  title: I18nText;
  summary: I18nText;
  body: I18nText;
}

export async function insertGuide(tx: Db, v: GuideValues, createdBy: number): Promise<GuideRow> {
  const [row] = await tx
    .insert(contentPages)
    .values({ ...v, kind: "guide", status: "draft", createdBy })
    .returning();
  return row!;
}

export async function updateGuide(tx: Db, id: number, v: GuideValues): Promise<GuideRow> {
  const [row] = await tx
    .update(contentPages)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(contentPages.id, id))
    .returning();
  return row!;
}

/** Published keeps the first publication time (a re-publish after a fix is not a new guide). */
export async function setGuideStatus(tx: Db, id: number, published: boolean): Promise<GuideRow> {
  const [row] = await tx
    .update(contentPages)
    .set({
      status: published ? "published" : "draft",
      publishedAt: published ? sql`coalesce(${contentPages.publishedAt}, now())` : contentPages.publishedAt,
      updatedAt: sql`now()`,
    })
    .where(eq(contentPages.id, id))
    .returning();
  return row!;
}

export async function deleteGuide(tx: Db, id: number): Promise<void> {
  await tx.delete(contentPages).where(eq(contentPages.id, id));
}

/** A guide's cover picture: the storage base of its WebP widths, or none. */
export async function setGuideCover(tx: Db, id: number, cover: { base: string; widths: number[] } | null) {
  const [row] = await tx
    .update(contentPages)
    .set({ coverBase: cover?.base ?? null, coverWidths: cover?.widths ?? null, updatedAt: sql`now()` })
    .where(eq(contentPages.id, id))
    .returning();
  return row!;
}
