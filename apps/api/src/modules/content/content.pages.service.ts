import {
  type AdminInfoPage,
  type AdminInfoPageSaveRequest,
  type InfoPage,
  type InfoPageSlug,
  infoPageSlugs,
  isInfoPageSlug,
  type Language,
} from "@shop/shared";
import type { Db } from "../../db/client";
import type { I18nText } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/unique-violation";
import type { AuditActor, RecordAudit } from "../audit/audit.service";
import {
  findPublishedPage,
  insertPage,
  listPages,
  lockPage,
  type PageRow,
  publishPage,
  saveDraft,
  unpublishPage,
} from "./content.pages.repo";

const pageNotFound = () =>
  new AppError("NOT_FOUND", "This page has no published text.", "The shop shows its built-in text.", "slug");

const slugTaken = () =>
  new AppError("CONFLICT", "A care guide uses this page's address.", "Rename that guide, then save again.", "slug");

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Texts equal in every language (an empty translation counts as none). */
const sameTexts = (a: I18nText, b: I18nText) =>
  (["en", "fr", "ar"] as const).every((lang) => (a[lang]?.trim() ?? "") === (b[lang]?.trim() ?? ""));

/** The back office's view of a page; `row` null: never edited. */
function toAdminPage(slug: InfoPageSlug, row: PageRow | null): AdminInfoPage {
  if (!row) {
    return {
      slug,
      state: "builtIn",
      draft: null,
      published: null,
      unpublishedChanges: false,
      publishedAt: null,
      updatedAt: null,
    };
  }
  const wasPublished = row.publishedAt !== null;
  return {
    slug,
    state: row.status === "published" ? "published" : wasPublished ? "draft" : "builtIn",
    draft: row.draft ?? row.body,
    published: wasPublished ? row.body : null,
    unpublishedChanges: !wasPublished || !sameTexts(row.draft ?? row.body, row.body),
    publishedAt: iso(row.publishedAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The storefront's information pages (issue 15 "Content pages"): published text only, English fallback. */
export function createPageReader(db: Db) {
  return {
    async readPage(slug: string, lang: Language): Promise<{ page: InfoPage }> {
      const row = isInfoPageSlug(slug) ? await findPublishedPage(db, slug) : null;
      if (!row || !isInfoPageSlug(row.slug)) throw pageNotFound();
      const translated = Boolean(row.body[lang]?.trim());
      return {
        page: {
          slug: row.slug,
          body: translated ? row.body[lang]! : row.body.en,
          bodyLang: translated ? lang : "en",
          publishedAt: iso(row.publishedAt) ?? new Date(0).toISOString(),
        },
      };
    },
  };
}
export type PageReader = ReturnType<typeof createPageReader>;

/**
 * The back office's editor of the information pages (catalogue area): save a working copy, publish it, or take
 * the page back to the built-in text. Each write runs in one transaction with its audit entry (before and after).
 */
export function createPageEditor(db: Db, recordAudit: RecordAudit) {
  async function write(
    actor: AuditActor,
    action: string,
    slug: InfoPageSlug,
    run: (tx: Db, before: PageRow | null) => Promise<PageRow | null>,
  ) {
    const after = await db
      .transaction(async (tx) => {
        const before = await lockPage(tx, slug);
        const row = await run(tx, before);
        if (row !== before) {
          const entry = {
            action,
            entity: "page",
            entityId: slug,
            before: toAdminPage(slug, before),
            after: toAdminPage(slug, row),
          };
          await recordAudit(tx, actor, entry);
        }
        return row;
      })
      .catch((error: unknown) => {
        // A care guide made before issue 15 may hold the slug (they share one unique index): nothing is written.
        throw isUniqueViolation(error) ? slugTaken() : error;
      });
    return { page: toAdminPage(slug, after) };
  }

  return {
    async list() {
      const rows = new Map((await listPages(db)).map((row) => [row.slug, row]));
      return { pages: infoPageSlugs.map((slug) => toAdminPage(slug, rows.get(slug) ?? null)) };
    },

    async load(slug: InfoPageSlug) {
      const rows = await listPages(db);
      return { page: toAdminPage(slug, rows.find((row) => row.slug === slug) ?? null) };
    },

    /** The working copy only: the storefront keeps what it shows. */
    save: (actor: AuditActor, { slug, body }: AdminInfoPageSaveRequest) =>
      write(actor, "page.save", slug, (tx, before) =>
        before ? saveDraft(tx, before.id, body) : insertPage(tx, slug, body, actor.id),
      ),

    /** These texts become the live page at once. */
    publish: (actor: AuditActor, { slug, body }: AdminInfoPageSaveRequest) =>
      write(actor, "page.publish", slug, async (tx, before) =>
        publishPage(tx, (before ?? (await insertPage(tx, slug, body, actor.id))).id, body),
      ),

    /** The storefront shows the built-in text again; nothing to do for a page that is not published. */
    unpublish: (actor: AuditActor, slug: InfoPageSlug) =>
      write(actor, "page.unpublish", slug, (tx, before) =>
        before && before.status === "published" ? unpublishPage(tx, before.id) : Promise.resolve(before),
      ),
  };
}
export type PageEditor = ReturnType<typeof createPageEditor>;
