import type { AdminGuideUpdateRequest, AdminGuideValues } from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/unique-violation";
import type { AuditActor, RecordAudit } from "../audit/audit.service";
import { slugify } from "../catalogue/catalogue.admin.service";
import { type MediaUrl, toAdminGuide } from "./content.mappers";
import {
  deleteGuide,
  type GuideRow,
  insertGuide,
  listAllGuides,
  lockGuide,
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
export function createGuideEditor(db: Db, recordAudit: RecordAudit, mediaUrl: MediaUrl) {
  const shown = (row: GuideRow | null) => (row ? toAdminGuide(row, mediaUrl) : null);

  async function uniqueSlug(tx: Db, title: string, id: number | null): Promise<string> {
    const base = slugBase(title);
    const taken = await slugsLike(tx, base, id);
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

    async remove(actor: AuditActor, id: number) {
      await write(actor, "guide.delete", async (tx) => {
        const before = await locked(tx, id);
        await deleteGuide(tx, id);
        return { before, after: null, id };
      });
      return { deleted: id };
    },
  };
}
export type GuideEditor = ReturnType<typeof createGuideEditor>;
