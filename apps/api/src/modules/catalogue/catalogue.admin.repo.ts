import { type AdminProduct, type AdminProductValues, type AdminSku, languages, type ProductStatus } from "@shop/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../lib/rows";
import { pgArray } from "./catalogue.filters";

/** The SQL of the back office's product edits: products, product_translations, skus, product_slug_redirects. */

type SkuValues = AdminProductValues["skus"][number];

const query = async <T>(db: Db, statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));

/** A product as the edit page shows it; undefined when unknown. */
export async function findAdminProduct(db: Db, id: number): Promise<AdminProduct | undefined> {
  const [row] = await query<Omit<AdminProduct, "name" | "description" | "careText" | "skus"> & { updatedAt: Date }>(
    db,
    sql`select id, slug, version, status, tags, category_id as "categoryId", light, watering, difficulty,
      pet_safe as "petSafe", mature_size as "matureSize", updated_at as "updatedAt" from products where id = ${id}`,
  );
  if (!row) return undefined;
  const texts = await query<{ locale: string; name: string; description: string; careText: string }>(
    db,
    sql`select locale, name, description, care_text as "careText" from product_translations where product_id = ${id}`,
  );
  const skus = await query<AdminSku>(
    db,
    sql`select id as "skuId", code, pot_size as "potSize", pot_colour as "potColour", price_fils as price,
      discount_pct as discount, is_active as active, low_stock_threshold as "lowStockThreshold", stock
      from skus where product_id = ${id} order by position, id`,
  );
  // A French or Arabic text equal to the English one is the English fallback saveTranslations stored (the
  // storefront reads the row of the language): not a translation, so the edit page shows it empty.
  const pick = (field: "name" | "description" | "careText") => {
    const en = texts.find((t) => t.locale === "en")?.[field] ?? "";
    const out: AdminProduct["name"] = { en };
    for (const t of texts) if (t.locale !== "en" && t[field] && t[field] !== en) out[t.locale as "fr"] = t[field];
    return out;
  };
  return {
    ...row,
    id: Number(row.id),
    tags: row.tags ?? [],
    name: pick("name"),
    description: pick("description"),
    careText: pick("careText"),
    skus: skus.map((s) => ({ ...s, skuId: Number(s.skuId) })),
    updatedAt: new Date(row.updatedAt).toISOString(),
  } as AdminProduct;
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  return (await query(db, sql`select 1 from categories where id = ${id}`)).length > 0;
}

/** SKU codes among `codes` already used by another product than `productId`. */
export async function codesTakenElsewhere(db: Db, codes: string[], productId: number | null): Promise<string[]> {
  const rows = await query<{ code: string }>(
    db,
    sql`select code from skus where code = any(${pgArray(codes, "text")}) and product_id <> ${productId ?? 0}`,
  );
  return rows.map((r) => r.code);
}

/** Slugs starting with `base` held by another product, as its slug or a former one. */
export async function slugsLike(db: Db, base: string, productId: number | null): Promise<Set<string>> {
  const pattern = `${base.replace(/[\\%_]/g, "\\$&")}%`;
  const rows = await query<{ slug: string }>(
    db,
    sql`select slug from products where slug like ${pattern} and id <> ${productId ?? 0}
      union select slug from product_slug_redirects where slug like ${pattern} and product_id <> ${productId ?? 0}`,
  );
  return new Set(rows.map((r) => r.slug));
}

const productColumns = (v: AdminProductValues) => ({
  // Each tag once: the tag facet counts products (migration 0032).
  tags: pgArray([...new Set(v.tags)], "text"),
  active: v.status === "active",
});

export async function insertProduct(tx: Db, v: AdminProductValues, slug: string): Promise<number> {
  const c = productColumns(v);
  const [row] = await query<{ id: number }>(
    tx,
    sql`insert into products (slug, category_id, tags, light, watering, difficulty, pet_safe, mature_size,
        status, is_active)
      values (${slug}, ${v.categoryId}, ${c.tags}, ${v.light}, ${v.watering}, ${v.difficulty}, ${v.petSafe},
        ${v.matureSize}, ${v.status}, ${c.active})
      returning id`,
  );
  return Number(row!.id);
}

/**
 * Saves the product's own columns when `version` is still its version (the row lock makes a concurrent save
 * wait, then find the version moved on); answers the new version, or undefined when unknown or stale.
 */
export async function updateProduct(
  tx: Db,
  id: number,
  version: number,
  v: AdminProductValues,
  slug: string,
): Promise<number | undefined> {
  const c = productColumns(v);
  const [row] = await query<{ version: number }>(
    tx,
    sql`update products set slug = ${slug}, category_id = ${v.categoryId}, tags = ${c.tags}, light = ${v.light},
        watering = ${v.watering}, difficulty = ${v.difficulty}, pet_safe = ${v.petSafe},
        mature_size = ${v.matureSize}, status = ${v.status}, is_active = ${c.active},
        version = version + 1, updated_at = now()
      where id = ${id} and version = ${version}
      returning version`,
  );
  return row?.version;
}

/** Archive, restore: status and is_active together, with the version check of updateProduct. */
export async function setProductStatus(
  tx: Db,
  id: number,
  version: number,
  status: ProductStatus,
): Promise<number | undefined> {
  const [row] = await query<{ version: number }>(
    tx,
    sql`update products set status = ${status}, is_active = ${status === "active"}, version = version + 1,
        updated_at = now()
      where id = ${id} and version = ${version} returning version`,
  );
  return row?.version;
}

/** The languages given (English always); a language left empty is removed (the storefront shows English). */
export async function saveTranslations(tx: Db, id: number, v: AdminProductValues): Promise<void> {
  for (const locale of languages) {
    const name = v.name[locale];
    if (locale !== "en" && !name && !v.description[locale] && !v.careText[locale]) {
      await tx.execute(sql`delete from product_translations where product_id = ${id} and locale = ${locale}`);
      continue;
    }
    const description = v.description[locale] || v.description.en;
    const careText = v.careText[locale] || v.careText.en;
    await tx.execute(sql`insert into product_translations (product_id, locale, name, description, care_text)
      values (${id}, ${locale}, ${name || v.name.en}, ${description}, ${careText})
      on conflict (product_id, locale) do update set name = excluded.name, description = excluded.description,
        care_text = excluded.care_text
      where (product_translations.name, product_translations.description, product_translations.care_text)
        is distinct from (excluded.name, excluded.description, excluded.care_text)`);
  }
}

/**
 * SKUs matched by code: new ones inserted, sent ones updated (stock untouched: it moves only by the stock
 * calls), ones no longer sent deactivated, never deleted (orders keep their SKU).
 */
export async function saveSkus(tx: Db, productId: number, skus: SkuValues[], stock = 0): Promise<void> {
  const existing = await query<{ id: number; code: string }>(
    tx,
    sql`select id, code from skus where product_id = ${productId}`,
  );
  const byCode = new Map(existing.map((s) => [s.code, Number(s.id)]));
  for (const [position, s] of skus.entries()) {
    const id = byCode.get(s.code);
    if (id === undefined) {
      await tx.execute(sql`insert into skus (product_id, code, pot_size, pot_colour, price_fils, discount_pct,
          stock, is_active, position, low_stock_threshold)
        values (${productId}, ${s.code}, ${s.potSize}, ${s.potColour}, ${s.price}, ${s.discount}, ${stock},
          ${s.active}, ${position}, ${s.lowStockThreshold})`);
      continue;
    }
    await tx.execute(sql`update skus set pot_size = ${s.potSize}, pot_colour = ${s.potColour},
        price_fils = ${s.price}, discount_pct = ${s.discount}, is_active = ${s.active}, position = ${position},
        low_stock_threshold = ${s.lowStockThreshold}
      where id = ${id} and (pot_size, pot_colour, price_fils, discount_pct, is_active, position, low_stock_threshold)
        is distinct from (${s.potSize}::text, ${s.potColour}::text, ${s.price}::int, ${s.discount}::int,
          ${s.active}::boolean, ${position}::int, ${s.lowStockThreshold}::int)`);
  }
  const sent = skus.map((s) => s.code);
  await tx.execute(sql`update skus set is_active = false
    where product_id = ${productId} and is_active and code <> all(${pgArray(sent, "text")})`);
}

/** Keeps `oldSlug` answering for the product (301); a slug the product takes back is no longer a redirect. */
export async function moveSlug(tx: Db, productId: number, oldSlug: string, newSlug: string): Promise<void> {
  await tx.execute(sql`delete from product_slug_redirects where slug = ${newSlug}`);
  await tx.execute(sql`insert into product_slug_redirects (slug, product_id) values (${oldSlug}, ${productId})
    on conflict (slug) do update set product_id = excluded.product_id`);
}

/** The current slug of the product a former slug belonged to, when that product is listed. */
export async function redirectedSlug(db: Db, slug: string): Promise<string | undefined> {
  const [row] = await query<{ slug: string }>(
    db,
    sql`select p.slug from product_slug_redirects r join products p on p.id = r.product_id
      where r.slug = ${slug} and p.listed`,
  );
  return row?.slug;
}
