import { randomBytes } from "node:crypto";
import { type AdminGuideUpdateRequest, type AdminGuideValues, infoPageSlugs } from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Storage } from "../../lib/storage/storage";
import { isUniqueViolation } from "../../lib/unique-violation";
import type { AuditActor, RecordAudit } from "../audit/audit.service";
import { slugify } from "../catalogue/catalogue.admin.service";
import { processProductImage } from "../catalogue/catalogue.images.pipeline";
import { type MediaUrl, toAdminGuide } from "./content.mappers";
import {
  deleteGuide,
  type GuideRow,
  insertGuide,
  listAllGuides,
  lockGuide,
  setGuideCover,
  setGuideStatus,
  slugsLike,
  updateGuide,
} from "./content.repo";

const notFound = () => new AppError("NOT_FOUND", "This guide was not found.", "Reload the list of guides.", "id");
const takenMeanwhile = () =>
  new AppError("CONFLICT", "Another save took the same title at the same moment.", "Save again.", "title.en");

/** The slug base of an English title; "guide" when it has no Latin letter or digit. */
const slugBase = (title: string) => (/[a-z0-9]/i.test(title.normalize("NFKD")) ? slugify(title) : "guide");

/**
 * The back office's care guides (issue 14 "Pages", catalogue area): each write runs in one transaction with its
 * audit entry (before and after). The slug follows the English title and is unique: base, base-2, base-3...
 */
export function createGuideEditor(db: Db, recordAudit: RecordAudit, storage: Pick<Storage, "url" | "put" | "delete">) {
  const mediaUrl: MediaUrl = (key) => storage.url(key);
  const coverFiles = (base: string | null, widths: number[] | null) =>
    base ? (widths ?? []).map((w) => `${base}-${w}.webp`) : [];
  const shown = (row: GuideRow | null) => (row ? toAdminGuide(row, mediaUrl) : null);

  async function uniqueSlug(tx: Db, title: string, id: number | null): Promise<string> {
    const base = slugBase(title);
    const taken = await slugsLike(tx, base, id);
    // The information pages' slugs (about, delivery, refund, faq) share the unique index: a guide never takes one.
    for (const slug of infoPageSlugs) taken.add(slug);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    return slug;
  }

  /** Runs one write with its audit entry; a slug taken by a save at the same moment is CONFLICT, nothing written. */
  async function write(
    actor: AuditActor,
    action: string,
    run: (tx: Db) => Promise<{ before: GuideRow | null; after: GuideRow | null; id: number }>,
  ) {
    return db
      .transaction(async (tx) => {
        const { before, after, id } = await run(tx);
        const entry = { action, entity: "guide", entityId: String(id), before: shown(before), after: shown(after) };
        await recordAudit(tx, actor, entry);
        return after;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? takenMeanwhile() : error;
      });
  }

  async function locked(tx: Db, id: number): Promise<GuideRow> {
    const row = await lockGuide(tx, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    list: async () => ({ guides: (await listAllGuides(db)).map((row) => toAdminGuide(row, mediaUrl)) }),

    /** A new guide starts as a draft. */
    async create(actor: AuditActor, v: AdminGuideValues) {
      const after = await write(actor, "guide.create", async (tx) => {
        const slug = await uniqueSlug(tx, v.title.en, null);
        const row = await insertGuide(tx, { ...v, slug }, actor.id);
        return { before: null, after: row, id: row.id };
      });
      return { guide: shown(after)! };
    },

    /** A new English title gives a new slug (the old address then answers 404). */
    async update(actor: AuditActor, { id, ...v }: AdminGuideUpdateRequest) {
      const after = await write(actor, "guide.update", async (tx) => {
        const before = await locked(tx, id);
        const renamed = slugBase(v.title.en) !== slugBase(before.title.en);
        const slug = renamed ? await uniqueSlug(tx, v.title.en, id) : before.slug;
        return { before, after: await updateGuide(tx, id, { ...v, slug }), id };
      });
      return { guide: shown(after)! };
    },

    async publish(actor: AuditActor, id: number, published: boolean) {
      const after = await write(actor, published ? "guide.publish" : "guide.unpublish", async (tx) => {
        const before = await locked(tx, id);
        return { before, after: await setGuideStatus(tx, id, published), id };
      });
      return { guide: shown(after)! };
    },

    /**
     * A new cover from an upload (the catalogue's image pipeline: upright, no EXIF, WebP in the storefront's widths),
     * stored first and set with its audit entry; the former cover's files go once it is replaced, the new ones when
     * the save fails.
     */
    async uploadCover(actor: AuditActor, id: number, bytes: Buffer) {
      const processed = await processProductImage(bytes, { everyWidth: true });
      const base = `guides/cover-${randomBytes(6).toString("hex")}`;
      const files = processed.sizes.map((s) => `${base}-${s.width}.webp`);
      await Promise.all(processed.sizes.map((s, i) => storage.put(files[i]!, s.bytes, "image/webp")));
      let former: string[] = [];
      try {
        const after = await write(actor, "guide.cover", async (tx) => {
          const before = await locked(tx, id);
          former = coverFiles(before.coverBase, before.coverWidths);
          const widths = processed.sizes.map((s) => s.width);
          return { before, after: await setGuideCover(tx, id, { base, widths }), id };
        });
        await Promise.allSettled(former.map((key) => storage.delete(key)));
        return { guide: shown(after)! };
      } catch (error) {
        await Promise.allSettled(files.map((key) => storage.delete(key)));
        throw error;
      }
    },

    /** The guide goes, then its cover's files (a failure leaves unused files, never a broken guide). */
    async remove(actor: AuditActor, id: number) {
      let files: string[] = [];
      await write(actor, "guide.delete", async (tx) => {
        const before = await locked(tx, id);
        files = coverFiles(before.coverBase, before.coverWidths);
        await deleteGuide(tx, id);
        return { before, after: null, id };
      });
      await Promise.allSettled(files.map((key) => storage.delete(key)));
      return { deleted: id };
    },
  };
}
export type GuideEditor = ReturnType<typeof createGuideEditor>;
