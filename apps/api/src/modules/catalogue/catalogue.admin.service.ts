import type {
  AdminProduct,
  AdminProductListResponse,
  AdminProductValues,
  AdminProductVersionRequest,
  ProductStatus,
} from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/unique-violation";
import { listAdminProducts } from "./catalogue.admin.list";
import {
  categoryExists,
  codesTakenElsewhere,
  findAdminProduct,
  insertProduct,
  moveSlug,
  saveSkus,
  saveTranslations,
  setProductStatus,
  slugsLike,
  updateProduct,
} from "./catalogue.admin.repo";
import type { RecordAudit, StaffActor } from "./catalogue.stock.service";

/** A slug from the English name: lower-case ASCII letters and digits joined by hyphens. */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "product";
}

export const notFound = () =>
  new AppError("NOT_FOUND", "This product was not found.", "Reload the product list.", "id");
/** Another save came between the read and this one (the version check): the same words for a form and an import. */
export const changedElsewhere = () =>
  new AppError(
    "CONFLICT",
    "This product was changed by someone else.",
    "Reload the product to see their changes, then save yours again.",
    "version",
  );

const takenMeanwhile = () =>
  new AppError(
    "CONFLICT",
    "Another save took the same name or SKU code at the same moment.",
    "Save again: the next free name or a new code is then used.",
  );

type ListRequest = Parameters<typeof listAdminProducts>[1];

/**
 * The back office's products (issue 13 "Products"): every save runs in one transaction with its audit entry,
 * is refused when the version read is no longer current, and clears the storefront caches.
 */
export function createAdminProductService(db: Db, catalogue: { invalidate(): void }, recordAudit: RecordAudit) {
  async function productOrThrow(tx: Db, id: number): Promise<AdminProduct> {
    const product = await findAdminProduct(tx, id);
    if (!product) throw notFound();
    return product;
  }

  /** The first of base, base-2, base-3... held by no other product (as its slug or a former one). */
  async function uniqueSlug(tx: Db, name: string, productId: number | null): Promise<string> {
    const base = slugify(name);
    const taken = await slugsLike(tx, base, productId);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    return slug;
  }

  /** VALIDATION_FAILED naming the field, before anything is written. */
  async function checkReferences(tx: Db, v: AdminProductValues, productId: number | null): Promise<void> {
    if (!(await categoryExists(tx, v.categoryId))) {
      throw new AppError("VALIDATION_FAILED", "This category does not exist.", "Choose a category.", "categoryId");
    }
    const taken = await codesTakenElsewhere(
      tx,
      v.skus.map((s) => s.code),
      productId,
    );
    if (taken.length) {
      const index = v.skus.findIndex((s) => taken.includes(s.code));
      const message = `The SKU code ${taken[0]} is used by another product.`;
      throw new AppError("VALIDATION_FAILED", message, "Choose another code.", `skus.${index}.code`);
    }
  }

  /** Runs a write with its audit entry in one transaction, then clears the storefront caches. */
  async function write(
    actor: StaffActor,
    action: string,
    run: (tx: Db) => Promise<{ id: number; before: AdminProduct | null }>,
  ): Promise<{ product: AdminProduct }> {
    const product = await db
      .transaction(async (tx) => {
        const { id, before } = await run(tx);
        const after = await productOrThrow(tx, id);
        await recordAudit(tx, actor, { action, entity: "product", entityId: String(id), before, after });
        return after;
      })
      .catch((error: unknown) => {
        // Two saves taking the same new slug or SKU code at the same moment: the later one is refused whole.
        if (isUniqueViolation(error)) throw takenMeanwhile();
        throw error;
      });
    catalogue.invalidate();
    return { product };
  }

  async function createSteps(tx: Db, v: AdminProductValues, stock = 0) {
    await checkReferences(tx, v, null);
    const id = await insertProduct(tx, v, await uniqueSlug(tx, v.name.en, null));
    await saveTranslations(tx, id, v);
    await saveSkus(tx, id, v.skus, stock);
    return { id, before: null };
  }

  /** The whole product as sent; a changed English name moves the slug and keeps the old one as a redirect. */
  async function updateSteps(tx: Db, r: AdminProductValues & { id: number; version: number }) {
    const before = await productOrThrow(tx, r.id);
    if (before.version !== r.version) throw changedElsewhere();
    await checkReferences(tx, r, r.id);
    const renamed = slugify(r.name.en) !== slugify(before.name.en);
    const slug = renamed ? await uniqueSlug(tx, r.name.en, r.id) : before.slug;
    if ((await updateProduct(tx, r.id, r.version, r, slug)) === undefined) throw changedElsewhere();
    if (slug !== before.slug) await moveSlug(tx, r.id, before.slug, slug);
    await saveTranslations(tx, r.id, r);
    await saveSkus(tx, r.id, r.skus);
    return { id: r.id, before };
  }

  async function create(actor: StaffActor, v: AdminProductValues, action = "product.create", stock = 0) {
    return write(actor, action, (tx) => createSteps(tx, v, stock));
  }

  /** Archive and restore: the status (and is_active with it) when the version read is still current. */
  function setStatus(actor: StaffActor, r: AdminProductVersionRequest, status: ProductStatus, action: string) {
    return write(actor, action, async (tx) => {
      const before = await productOrThrow(tx, r.id);
      if ((await setProductStatus(tx, r.id, r.version, status)) === undefined) throw changedElsewhere();
      return { id: r.id, before };
    });
  }

  return {
    search: (r: ListRequest): Promise<AdminProductListResponse> => listAdminProducts(db, r),

    detail: async (id: number) => ({ product: await productOrThrow(db, id) }),

    create: (actor: StaffActor, v: AdminProductValues) => create(actor, v),

    update: (actor: StaffActor, r: AdminProductValues & { id: number; version: number }) =>
      write(actor, "product.update", (tx) => updateSteps(tx, r)),

    /** A draft copy: "<name> (copy)", a new slug, SKU codes suffixed -COPY (-COPY2...), no stock. */
    async duplicate(actor: StaffActor, r: AdminProductVersionRequest) {
      const source = await productOrThrow(db, r.id);
      if (source.version !== r.version) throw changedElsewhere();
      const codes = source.skus.map((s) => s.code);
      let suffix = "-COPY";
      for (
        let n = 2;
        (
          await codesTakenElsewhere(
            db,
            codes.map((c) => c + suffix),
            null,
          )
        ).length;
        n++
      ) {
        suffix = `-COPY${n}`;
      }
      const values: AdminProductValues = {
        ...source,
        name: { ...source.name, en: `${source.name.en} (copy)` },
        status: "draft",
        skus: source.skus.map((s) => ({ ...s, code: s.code.slice(0, 64 - suffix.length) + suffix })),
      };
      return create(actor, values, "product.duplicate");
    },

    archive: (actor: StaffActor, r: AdminProductVersionRequest) => setStatus(actor, r, "archived", "product.archive"),
    restore: (actor: StaffActor, r: AdminProductVersionRequest) => setStatus(actor, r, "active", "product.restore"),
  };
}
export type AdminProductService = ReturnType<typeof createAdminProductService>;
