import { type AdminProduct, type AdminProductValues, languages } from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { changedElsewhere, notFound, slugify } from "./catalogue.admin.service";
import {
  adminProductsOf,
  deactivateSkus,
  existingCategories,
  insertProducts,
  insertSkus,
  lockedVersions,
  moveSlugs,
  type ProductColumns,
  type SkuColumns,
  saveTranslationRows,
  slugHolders,
  type TranslationRow,
  updateProducts,
  updateSkus,
} from "./catalogue.csv.bulk";
import { productsOfCodes } from "./catalogue.csv.repo";
import type { CsvRow } from "./catalogue.csv.rows";
import type { RecordAudit, StaffActor } from "./catalogue.stock.service";

/** A product of the file to save: created (no `current`) or updated from `current` as read by the dry run. */
export interface Planned {
  rows: CsvRow[];
  current: AdminProduct | null;
  values: AdminProductValues;
}

/** Products per statement: the catalogue's statement triggers then refresh this many products at once. */
export const APPLY_CHUNK = 500;

interface Step {
  values: AdminProductValues;
  /** The product as read inside the transaction, under its lock; null for a new one. */
  before: AdminProduct | null;
  slug: string;
}

/**
 * Saves every planned product inside the caller's transaction with the product form's rules (a version check, a
 * free slug from the English name, a moved slug kept as a redirect, translations with their English fallback,
 * SKUs by code with stock untouched) and one audit entry each with the product before and after, in set-based
 * statements of APPLY_CHUNK products: ~20 statements a chunk instead of ~15 a product.
 */
export async function applyPlanned(tx: Db, actor: StaffActor, recordAudit: RecordAudit, planned: Planned[]) {
  if (!planned.length) return;
  const updateIds = planned.flatMap((p) => (p.current ? [p.current.id] : []));
  const versions = await lockedVersions(tx, updateIds);
  for (const p of planned) {
    if (!p.current) continue;
    const version = versions.get(p.current.id);
    if (version === undefined) throw notFound();
    if (version !== p.current.version) throw changedElsewhere();
  }
  const befores = await adminProductsOf(tx, updateIds);
  await checkReferences(tx, planned);
  const steps = await slugsOf(
    tx,
    planned.map((p) => ({ values: p.values, before: p.current ? befores.get(p.current.id)! : null, slug: "" })),
  );
  for (let i = 0; i < steps.length; i += APPLY_CHUNK) {
    await writeChunk(tx, actor, recordAudit, steps.slice(i, i + APPLY_CHUNK));
  }
}

/** The product form's reference checks, for all products at once: VALIDATION_FAILED naming the field. */
async function checkReferences(tx: Db, planned: Planned[]) {
  const categories = await existingCategories(tx, [...new Set(planned.map((p) => p.values.categoryId))]);
  if (planned.some((p) => !categories.has(p.values.categoryId))) {
    throw new AppError("VALIDATION_FAILED", "This category does not exist.", "Choose a category.", "categoryId");
  }
  const owners = await productsOfCodes(
    tx,
    planned.flatMap((p) => p.values.skus.map((s) => s.code)),
  );
  for (const p of planned) {
    const index = p.values.skus.findIndex((s) => {
      const owner = owners.get(s.code);
      return owner !== undefined && owner !== (p.current?.id ?? 0);
    });
    if (index >= 0) {
      const message = `The SKU code ${p.values.skus[index]!.code} is used by another product.`;
      throw new AppError("VALIDATION_FAILED", message, "Choose another code.", `skus.${index}.code`);
    }
  }
}

/**
 * Each step's slug, in file order, as uniqueSlug would give it saving the products one after the other: a new
 * product, or one whose English name gives another slug, takes the first of base, base-2... held by no other
 * product (nor by one saved before it in this file); an unchanged name keeps the slug.
 */
async function slugsOf(tx: Db, steps: Step[]): Promise<Step[]> {
  const moving = (s: Step) => !s.before || slugify(s.values.name.en) !== slugify(s.before.name.en);
  const holders = await slugHolders(
    tx,
    steps.filter(moving).map((s) => slugify(s.values.name.en)),
  );
  return steps.map((step, index) => {
    if (!moving(step)) return { ...step, slug: step.before!.slug };
    const base = slugify(step.values.name.en);
    const self = step.before?.id ?? 0;
    const taken = (slug: string) => [...(holders.get(slug) ?? [])].some((holder) => holder !== self);
    let slug = base;
    for (let n = 2; taken(slug); n++) slug = `${base}-${n}`;
    // A new product has no id yet: a stand-in no product has.
    holders.set(slug, (holders.get(slug) ?? new Set()).add(step.before?.id ?? -(index + 1)));
    return { ...step, slug };
  });
}

const columnsOf = (v: AdminProductValues, slug: string): ProductColumns => ({
  slug,
  category_id: v.categoryId,
  tags: [...new Set(v.tags)],
  light: v.light,
  watering: v.watering,
  difficulty: v.difficulty,
  pet_safe: v.petSafe,
  mature_size: v.matureSize,
  status: v.status,
});

/** As saveTranslations: the languages given (English always), an empty one removed, fallbacks to English. */
function translationsOf(id: number, v: AdminProductValues, rows: TranslationRow[], removed: TranslationRow[]) {
  for (const locale of languages) {
    const name = v.name[locale];
    if (locale !== "en" && !name && !v.description[locale] && !v.careText[locale]) {
      removed.push({ product_id: id, locale, name: "", description: "", care_text: "" });
      continue;
    }
    rows.push({
      product_id: id,
      locale,
      name: name || v.name.en,
      description: v.description[locale] || v.description.en,
      care_text: v.careText[locale] || v.careText.en,
    });
  }
}

async function writeChunk(tx: Db, actor: StaffActor, recordAudit: RecordAudit, chunk: Step[]) {
  const created = await insertProducts(
    tx,
    chunk.filter((s) => !s.before).map((s) => columnsOf(s.values, s.slug)),
  );
  const updates = chunk.filter((s) => s.before);
  const saved = await updateProducts(
    tx,
    updates.map((s) => ({ id: s.before!.id, version: s.before!.version, ...columnsOf(s.values, s.slug) })),
  );
  if (saved !== updates.length) throw changedElsewhere();
  await moveSlugs(
    tx,
    updates
      .filter((s) => s.slug !== s.before!.slug)
      .map((s) => ({ productId: s.before!.id, oldSlug: s.before!.slug, newSlug: s.slug })),
  );
  const idOf = (s: Step) => s.before?.id ?? created.get(s.slug)!;
  const texts: TranslationRow[] = [];
  const removed: TranslationRow[] = [];
  const newSkus: Array<SkuColumns & { product_id: number; code: string }> = [];
  const changedSkus: Array<SkuColumns & { id: number }> = [];
  const unsent: number[] = [];
  for (const s of chunk) {
    const id = idOf(s);
    // A new product has no translations to remove.
    translationsOf(id, s.values, texts, s.before ? removed : []);
    const existing = new Map((s.before?.skus ?? []).map((k) => [k.code, k]));
    for (const [position, k] of s.values.skus.entries()) {
      const columns: SkuColumns = {
        pot_size: k.potSize,
        pot_colour: k.potColour,
        price: k.price,
        discount: k.discount,
        active: k.active,
        position,
        low_stock_threshold: k.lowStockThreshold,
      };
      const known = existing.get(k.code);
      if (known) changedSkus.push({ id: known.skuId, ...columns });
      else newSkus.push({ product_id: id, code: k.code, ...columns });
    }
    const sent = new Set(s.values.skus.map((k) => k.code));
    for (const k of s.before?.skus ?? []) if (k.active && !sent.has(k.code)) unsent.push(k.skuId);
  }
  await saveTranslationRows(
    tx,
    texts,
    removed.map(({ product_id, locale }) => ({ product_id, locale })),
  );
  await updateSkus(tx, changedSkus);
  await insertSkus(tx, newSkus);
  await deactivateSkus(tx, unsent);
  const after = await adminProductsOf(tx, chunk.map(idOf));
  await recordAudit(
    tx,
    actor,
    chunk.map((s) => ({
      action: s.before ? "product.import.update" : "product.import.create",
      entity: "product",
      entityId: String(idOf(s)),
      before: s.before,
      after: after.get(idOf(s)),
    })),
  );
}
