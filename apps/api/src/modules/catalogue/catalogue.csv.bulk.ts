import { type AdminProduct, type AdminSku, languages } from "@shop/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../lib/rows";
import { pgArray } from "./catalogue.filters";

/**
 * The set-based SQL of a CSV import's apply: each statement writes a chunk of products at once (rows passed as one
 * JSON array read by jsonb_to_recordset), so the catalogue's statement triggers (search documents, offers, stock)
 * run once a chunk rather than once a product. The same rules as the product form's statements
 * (catalogue.admin.repo.ts): stock never written, SKUs never deleted, a slug that moves kept as a redirect.
 */

const query = async <T>(db: Db, statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));
const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

type Text = { locale: string; name: string; description: string; careText: string };

/** Like findAdminProduct, for many products in three statements: the products found, by id. */
export async function adminProductsOf(db: Db, ids: number[]): Promise<Map<number, AdminProduct>> {
  const found = new Map<number, AdminProduct>();
  if (!ids.length) return found;
  const list = pgArray(ids, "int");
  const rows = await query<Omit<AdminProduct, "name" | "description" | "careText" | "skus"> & { updatedAt: Date }>(
    db,
    sql`select id, slug, version, status, tags, category_id as "categoryId", light, watering, difficulty,
      pet_safe as "petSafe", mature_size as "matureSize", updated_at as "updatedAt" from products
      where id = any(${list})`,
  );
  const texts = await query<Text & { productId: number }>(
    db,
    sql`select product_id as "productId", locale, name, description, care_text as "careText"
      from product_translations where product_id = any(${list})`,
  );
  const skus = await query<AdminSku & { productId: number }>(
    db,
    sql`select product_id as "productId", id as "skuId", code, pot_size as "potSize", pot_colour as "potColour",
      price_fils as price, discount_pct as discount, is_active as active, low_stock_threshold as "lowStockThreshold",
      stock from skus where product_id = any(${list}) order by product_id, position, id`,
  );
  const textsOf = new Map<number, Text[]>();
  for (const { productId, ...t } of texts)
    textsOf.set(Number(productId), [...(textsOf.get(Number(productId)) ?? []), t]);
  const skusOf = new Map<number, AdminSku[]>();
  for (const { productId, ...s } of skus) {
    skusOf.set(Number(productId), [...(skusOf.get(Number(productId)) ?? []), { ...s, skuId: Number(s.skuId) }]);
  }
  for (const row of rows) {
    const id = Number(row.id);
    const mine = (textsOf.get(id) ?? []).sort(
      (a, b) => languages.indexOf(a.locale as "en") - languages.indexOf(b.locale as "en"),
    );
    // As findAdminProduct: a French or Arabic text equal to the English one is the stored fallback, shown empty.
    const pick = (field: "name" | "description" | "careText") => {
      const en = mine.find((t) => t.locale === "en")?.[field] ?? "";
      const out: AdminProduct["name"] = { en };
      for (const t of mine) if (t.locale !== "en" && t[field] && t[field] !== en) out[t.locale as "fr"] = t[field];
      return out;
    };
    found.set(id, {
      ...row,
      id,
      tags: row.tags ?? [],
      name: pick("name"),
      description: pick("description"),
      careText: pick("careText"),
      skus: skusOf.get(id) ?? [],
      updatedAt: new Date(row.updatedAt).toISOString(),
    } as AdminProduct);
  }
  return found;
}

/** Locks the products in id order (as every multi-row write does) and answers their versions. */
export async function lockedVersions(tx: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await query<{ id: number; version: number }>(
    tx,
    sql`select id, version from products where id = any(${pgArray(ids, "int")}) order by id for update`,
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.version)]));
}

/** The categories among `ids` that exist. */
export async function existingCategories(tx: Db, ids: number[]): Promise<Set<number>> {
  const rows = await query<{ id: number }>(tx, sql`select id from categories where id = any(${pgArray(ids, "int")})`);
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * Who holds each slug that a product named after one of `bases` could take (the base itself, or the base with a
 * -2, -3... suffix), as its slug or a former one: slug to product ids.
 */
export async function slugHolders(tx: Db, bases: string[]): Promise<Map<string, Set<number>>> {
  const holders = new Map<string, Set<number>>();
  if (!bases.length) return holders;
  const list = pgArray([...new Set(bases)], "text");
  const rows = await query<{ slug: string; productId: number }>(
    tx,
    sql`with b as (select unnest(${list}) as base)
      select slug, id as "productId" from products where slug in (select base from b)
      union all select slug, id from products where regexp_replace(slug, '-[0-9]+$', '') in (select base from b)
      union all select slug, product_id from product_slug_redirects where slug in (select base from b)
      union all select slug, product_id from product_slug_redirects
        where regexp_replace(slug, '-[0-9]+$', '') in (select base from b)`,
  );
  for (const r of rows) holders.set(r.slug, (holders.get(r.slug) ?? new Set()).add(Number(r.productId)));
  return holders;
}

/** A product's own columns as the form saves them (is_active follows the status). */
export interface ProductColumns {
  slug: string;
  category_id: number;
  tags: string[];
  light: string | null;
  watering: string | null;
  difficulty: string | null;
  pet_safe: boolean | null;
  mature_size: string | null;
  status: string;
}
const productRecord = sql.raw(`slug text, category_id int, tags text[], light text, watering text,
  difficulty text, pet_safe boolean, mature_size text, status text`);

/** New products in the order given: their ids by slug. */
export async function insertProducts(tx: Db, rows: ProductColumns[]): Promise<Map<string, number>> {
  if (!rows.length) return new Map();
  const inserted = await query<{ id: number; slug: string }>(
    tx,
    sql`insert into products (slug, category_id, tags, light, watering, difficulty, pet_safe, mature_size, status,
        is_active)
      select v.slug, v.category_id, v.tags, v.light, v.watering, v.difficulty, v.pet_safe, v.mature_size, v.status,
        v.status = 'active'
      from jsonb_to_recordset(${json(rows.map((r, ord) => ({ ...r, ord })))}) as v(${productRecord}, ord int)
      order by v.ord
      returning id, slug`,
  );
  return new Map(inserted.map((r) => [r.slug, Number(r.id)]));
}

/** Products' own columns at the version read (locked before): the number saved, each a version further. */
export async function updateProducts(tx: Db, rows: Array<ProductColumns & { id: number; version: number }>) {
  if (!rows.length) return 0;
  const updated = await query<{ id: number }>(
    tx,
    sql`update products p set slug = v.slug, category_id = v.category_id, tags = v.tags, light = v.light,
        watering = v.watering, difficulty = v.difficulty, pet_safe = v.pet_safe, mature_size = v.mature_size,
        status = v.status, is_active = v.status = 'active', version = p.version + 1, updated_at = now()
      from jsonb_to_recordset(${json(rows)}) as v(id int, version int, ${productRecord})
      where p.id = v.id and p.version = v.version
      returning p.id`,
  );
  return updated.length;
}

/** As moveSlug for each: the old slugs answer for their products (301), a slug taken back is no longer a redirect. */
export async function moveSlugs(tx: Db, moves: Array<{ productId: number; oldSlug: string; newSlug: string }>) {
  if (!moves.length) return;
  await tx.execute(
    sql`delete from product_slug_redirects where slug = any(${pgArray(
      moves.map((m) => m.newSlug),
      "text",
    )})`,
  );
  await tx.execute(sql`insert into product_slug_redirects (slug, product_id)
    select v.old_slug, v.product_id from jsonb_to_recordset(${json(
      moves.map((m) => ({ old_slug: m.oldSlug, product_id: m.productId })),
    )}) as v(old_slug text, product_id int)
    on conflict (slug) do update set product_id = excluded.product_id`);
}

export interface TranslationRow {
  product_id: number;
  locale: string;
  name: string;
  description: string;
  care_text: string;
}

/** As saveTranslations for many products: `rows` written (unchanged ones left alone), `removed` languages deleted. */
export async function saveTranslationRows(
  tx: Db,
  rows: TranslationRow[],
  removed: Array<{ product_id: number; locale: string }>,
) {
  if (removed.length) {
    await tx.execute(sql`delete from product_translations t
      using jsonb_to_recordset(${json(removed)}) as v(product_id int, locale text)
      where t.product_id = v.product_id and t.locale = v.locale`);
  }
  if (!rows.length) return;
  await tx.execute(sql`insert into product_translations (product_id, locale, name, description, care_text)
    select v.product_id, v.locale, v.name, v.description, v.care_text
    from jsonb_to_recordset(${json(rows)}) as v(product_id int, locale text, name text, description text,
      care_text text)
    order by v.product_id, v.locale
    on conflict (product_id, locale) do update set name = excluded.name, description = excluded.description,
      care_text = excluded.care_text
    where (product_translations.name, product_translations.description, product_translations.care_text)
      is distinct from (excluded.name, excluded.description, excluded.care_text)`);
}

export interface SkuColumns {
  pot_size: string | null;
  pot_colour: string | null;
  price: number;
  discount: number;
  active: boolean;
  position: number;
  low_stock_threshold: number;
}
const skuRecord = sql.raw(`pot_size text, pot_colour text, price int, discount int, active boolean, position int,
  low_stock_threshold int`);

/** New SKUs, with no stock (stock moves only by the stock calls). */
export async function insertSkus(tx: Db, rows: Array<SkuColumns & { product_id: number; code: string }>) {
  if (!rows.length) return;
  await tx.execute(sql`insert into skus (product_id, code, pot_size, pot_colour, price_fils, discount_pct, stock,
      is_active, position, low_stock_threshold)
    select v.product_id, v.code, v.pot_size, v.pot_colour, v.price, v.discount, 0, v.active, v.position,
      v.low_stock_threshold
    from jsonb_to_recordset(${json(rows.map((r, ord) => ({ ...r, ord })))})
      as v(product_id int, code text, ${skuRecord}, ord int)
    order by v.ord`);
}

/** Existing SKUs' columns where they differ (stock untouched). */
export async function updateSkus(tx: Db, rows: Array<SkuColumns & { id: number }>) {
  if (!rows.length) return;
  await tx.execute(sql`update skus k set pot_size = v.pot_size, pot_colour = v.pot_colour, price_fils = v.price,
      discount_pct = v.discount, is_active = v.active, position = v.position,
      low_stock_threshold = v.low_stock_threshold
    from jsonb_to_recordset(${json(rows)}) as v(id int, ${skuRecord})
    where k.id = v.id and (k.pot_size, k.pot_colour, k.price_fils, k.discount_pct, k.is_active, k.position,
        k.low_stock_threshold)
      is distinct from (v.pot_size, v.pot_colour, v.price, v.discount, v.active, v.position, v.low_stock_threshold)`);
}

/** SKUs no longer sent: deactivated, never deleted (orders keep their SKU). */
export async function deactivateSkus(tx: Db, ids: number[]) {
  if (!ids.length) return;
  await tx.execute(sql`update skus set is_active = false where id = any(${pgArray(ids, "int")}) and is_active`);
}
