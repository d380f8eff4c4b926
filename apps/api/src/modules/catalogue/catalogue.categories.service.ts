import { randomBytes } from "node:crypto";
import {
  type AdminCategory,
  type AdminCategoryCreateValues,
  type AdminCategoryMoveRequest,
  type AdminCategoryUpdateRequest,
  MAX_CATEGORY_DEPTH,
} from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Storage } from "../../lib/storage/storage";
import { isForeignKeyViolation, isUniqueViolation } from "../../lib/unique-violation";
import { slugify } from "./catalogue.admin.service";
import {
  deleteCategory,
  insertCategory,
  listAdminCategories,
  lockCategoryTree,
  placeCategory,
  setCategoryImage,
  slugsLike,
  updateCategory,
} from "./catalogue.categories.repo";
import { NAMED_IMAGE_WIDTHS, processProductImage } from "./catalogue.images.pipeline";
import type { RecordAudit, StaffActor } from "./catalogue.stock.service";

/** A picture uploaded for a category (not the seed's): "categories/<slug>-<12 hex>", its files removable. */
const UPLOADED_CATEGORY_IMAGE = /^categories\/[\w-]+-[0-9a-f]{12}$/;
const filesOf = (base: string) => NAMED_IMAGE_WIDTHS.map((w) => `${base}-${w}.webp`);

const invalid = (message: string, suggestion: string, field: string) =>
  new AppError("VALIDATION_FAILED", message, suggestion, field);
const notFound = () => new AppError("NOT_FOUND", "This category was not found.", "Reload the categories.", "id");

/** Depth of a category (a top one is 1) and whether `ancestorId` is it or above it. */
function chainOf(byId: Map<number, AdminCategory>, id: number | null): number[] {
  const chain: number[] = [];
  for (let at = id; at !== null && chain.length <= byId.size; at = byId.get(at)?.parentId ?? null) chain.push(at);
  return chain;
}

/** Levels below a category, itself included (1 for a leaf). */
function heightOf(all: AdminCategory[], id: number): number {
  const children = all.filter((c) => c.parentId === id);
  return 1 + Math.max(0, ...children.map((c) => heightOf(all, c.id)));
}

/**
 * The back office's category tree (issue 13 "Categories and menus"): each change runs in one transaction with
 * its audit entry, then clears the catalogue's caches (home's category list follows) on every instance.
 */
export function createCategoryService(
  db: Db,
  catalogue: { invalidate(): void },
  recordAudit: RecordAudit,
  storage: Storage,
) {
  /** Removes stored files; a failure leaves an unused file behind, never a broken category. */
  const removeFiles = (keys: string[]) => Promise.allSettled(keys.map((key) => storage.delete(key)));

  async function write(
    actor: StaffActor,
    action: string,
    run: (tx: Db, all: AdminCategory[]) => Promise<{ id: number; before: AdminCategory | null }>,
  ): Promise<AdminCategory | null> {
    const after = await db
      .transaction(async (tx) => {
        await lockCategoryTree(tx);
        const { id, before } = await run(tx, await listAdminCategories(tx));
        const category = (await listAdminCategories(tx)).find((c) => c.id === id) ?? null;
        await recordAudit(tx, actor, { action, entity: "category", entityId: String(id), before, after: category });
        return category;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new AppError("CONFLICT", "Another save took the same name at the same moment.", "Save again.");
        throw error;
      });
    catalogue.invalidate();
    return after;
  }

  const found = (all: AdminCategory[], id: number) => {
    const category = all.find((c) => c.id === id);
    if (!category) throw notFound();
    return category;
  };

  /** The first of base, base-2, base-3... held by no other category ("category" when no Latin letter or digit). */
  async function uniqueSlug(tx: Db, name: string, id: number | null): Promise<string> {
    const base = /[a-z0-9]/i.test(name.normalize("NFKD")) ? slugify(name) : "category";
    const taken = await slugsLike(tx, base, id);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    return slug;
  }

  function checkParent(all: AdminCategory[], parentId: number | null, height: number, movingId: number | null) {
    if (parentId === null) return;
    const byId = new Map(all.map((c) => [c.id, c]));
    if (!byId.has(parentId)) throw invalid("This parent category does not exist.", "Choose another.", "parentId");
    const chain = chainOf(byId, parentId);
    if (movingId !== null && chain.includes(movingId))
      throw invalid("A category cannot go under itself or one of its own.", "Choose another parent.", "parentId");
    if (chain.length + height > MAX_CATEGORY_DEPTH)
      throw invalid(`Categories go at most ${MAX_CATEGORY_DEPTH} levels deep.`, "Choose a higher parent.", "parentId");
  }

  return {
    list: async () => ({ categories: await listAdminCategories(db) }),

    async create(actor: StaffActor, v: AdminCategoryCreateValues) {
      const category = await write(actor, "category.create", async (tx, all) => {
        checkParent(all, v.parentId, 1, null);
        const slug = await uniqueSlug(tx, v.name.en, null);
        return { id: await insertCategory(tx, { ...v, slug }), before: null };
      });
      return { category: category! };
    },

    async update(actor: StaffActor, v: AdminCategoryUpdateRequest) {
      const category = await write(actor, "category.update", async (tx, all) => {
        const before = found(all, v.id);
        const slug =
          slugify(v.name.en) === slugify(before.name.en) ? before.slug : await uniqueSlug(tx, v.name.en, v.id);
        await updateCategory(tx, v.id, { ...v, slug });
        return { id: v.id, before };
      });
      return { category: category! };
    },

    async move(actor: StaffActor, v: AdminCategoryMoveRequest) {
      const category = await write(actor, "category.move", async (tx, all) => {
        const before = found(all, v.id);
        checkParent(all, v.parentId, heightOf(all, v.id), v.id);
        const siblings = all.filter((c) => c.parentId === v.parentId && c.id !== v.id).map((c) => c.id);
        siblings.splice(Math.min(v.position, siblings.length), 0, v.id);
        await placeCategory(tx, v.id, v.parentId, siblings);
        return { id: v.id, before };
      });
      return { category: category! };
    },

    /**
     * A new picture from an upload (the product pictures' pipeline: upright, no EXIF, WebP in the storefront's
     * widths): stored first, then set in one transaction with its audit entry; the files of a picture uploaded
     * before are removed once the new one is set, and the new files when the save fails.
     */
    async uploadImage(actor: StaffActor, id: number, bytes: Buffer) {
      const current = found(await listAdminCategories(db), id);
      const processed = await processProductImage(bytes, { everyWidth: true });
      const base = `categories/${current.slug.slice(0, 60)}-${randomBytes(6).toString("hex")}`;
      await Promise.all(processed.sizes.map((s) => storage.put(`${base}-${s.width}.webp`, s.bytes, "image/webp")));
      let previous: string | null = null;
      try {
        const category = await write(actor, "category.image", async (tx, all) => {
          const before = found(all, id);
          previous = before.image;
          await setCategoryImage(tx, id, base);
          return { id, before };
        });
        if (previous && UPLOADED_CATEGORY_IMAGE.test(previous)) await removeFiles(filesOf(previous));
        return { category: category! };
      } catch (error) {
        await removeFiles(filesOf(base));
        throw error;
      }
    },

    /** Only an empty category goes: with products or sub-categories it is CONFLICT (move or hide them first). */
    async remove(actor: StaffActor, id: number) {
      await write(actor, "category.delete", async (tx, all) => {
        const before = found(all, id);
        if (before.productCount > 0)
          throw new AppError(
            "CONFLICT",
            `This category holds ${before.productCount} products and cannot be deleted.`,
            "Move its products to another category first, or hide it.",
            "id",
          );
        if (all.some((c) => c.parentId === id))
          throw new AppError(
            "CONFLICT",
            "This category has sub-categories and cannot be deleted.",
            "Move or delete its sub-categories first, or hide it.",
            "id",
          );
        await deleteCategory(tx, id).catch((error) => {
          // discount_codes.category_id restricts: a code limited to this category must change first (issue 16).
          if (!isForeignKeyViolation(error)) throw error;
          throw new AppError(
            "CONFLICT",
            "A discount code is limited to this category, so it cannot be deleted.",
            "Change the code's category or remove its restriction first, or hide the category.",
            "id",
          );
        });
        return { id, before };
      });
      return { deleted: id };
    },
  };
}
export type CategoryService = ReturnType<typeof createCategoryService>;
