import type { FilterCriterion, Language, SortBy } from "@shop/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../lib/rows";

export interface ProductRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  categoryId: number;
  categorySlug: string;
  categoryName: string;
  tags: string[];
  light: string | null;
  watering: string | null;
  difficulty: string | null;
  petSafe: boolean | null;
  matureSize: string | null;
  rating: string | number;
  reviewCount: number;
  createdAt: string | Date;
  skus: Array<{
    skuId: number;
    code: string;
    potSize: string | null;
    potColour: string | null;
    price: number;
    discount: number;
    stock: number;
  }> | null;
  images: Array<{ base: string; widths: number[]; width: number; height: number; alt: Record<string, string> }> | null;
  total: number;
}

const activeSkus = sql`select 1 from skus s where s.product_id = p.id and s.is_active`;
const minPrice = sql`(select min(s.price_fils * (100 - s.discount_pct) / 100) from skus s where s.product_id = p.id and s.is_active)`;

const sorts: Record<SortBy, SQL> = {
  popularity: sql`p.popularity desc, p.id desc`,
  newest: sql`p.created_at desc, p.id desc`,
  price_asc: sql`${minPrice} asc nulls last, p.id`,
  price_desc: sql`${minPrice} desc nulls last, p.id`,
  rating: sql`p.rating desc, p.review_count desc, p.id`,
  name: sql`coalesce(t.name, te.name) asc, p.id`,
};

const truthy = (v?: string) => v === "true" || v === "1";

/** One SQL condition per criterion; unknown or empty values restrict nothing. */
function condition(c: FilterCriterion): SQL | undefined {
  const value = c.filtervalue?.trim() ?? "";
  const values = (c.filterValues ?? []).map(String);
  switch (c.filterBy) {
    case "category": {
      if (!value && !values.length) return undefined;
      const slugs = values.length ? values : [value];
      return sql`p.category_id in (
        with recursive tree as (
          select id from categories where slug in ${slugs} or id::text in ${slugs}
          union select c.id from categories c join tree on c.parent_id = tree.id
        ) select id from tree)`;
    }
    case "productName": {
      if (!value) return undefined;
      const like = `%${value.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      return sql`exists (select 1 from product_translations x where x.product_id = p.id and x.name ilike ${like})`;
    }
    case "productIds": {
      const ids = values.map(Number).filter(Number.isInteger);
      return ids.length ? sql`p.id in ${ids}` : sql`false`;
    }
    case "featured":
      return truthy(value) ? sql`p.featured` : undefined;
    case "onSale":
      return truthy(value) ? sql`exists (${activeSkus} and s.discount_pct > 0)` : undefined;
    case "inStock":
      return truthy(value) ? sql`exists (${activeSkus} and s.stock > 0)` : undefined;
    case "petSafe":
      return value ? sql`p.pet_safe = ${truthy(value)}` : undefined;
    case "light":
    case "watering":
    case "difficulty": {
      const list = values.length ? values : value ? [value] : [];
      const column = sql.raw(`p.${c.filterBy}`);
      return list.length ? sql`${column} in ${list}` : undefined;
    }
    case "tag": {
      const list = values.length ? values : value ? [value] : [];
      return list.length
        ? sql`p.tags && ${`{${list.map((t) => `"${t.replace(/["\\]/g, "")}"`).join(",")}}`}::text[]`
        : undefined;
    }
    case "size":
    case "potColour": {
      const list = values.length ? values : value ? [value] : [];
      const column = sql.raw(c.filterBy === "size" ? "s.pot_size" : "s.pot_colour");
      return list.length ? sql`exists (${activeSkus} and ${column} in ${list})` : undefined;
    }
    case "price": {
      const [lo, hi] = (values.length ? values : value.split(/[-,]/)).map(Number);
      const parts: SQL[] = [];
      if (Number.isFinite(lo)) parts.push(sql`${minPrice} >= ${lo}`);
      if (Number.isFinite(hi)) parts.push(sql`${minPrice} <= ${hi}`);
      return parts.length ? sql.join(parts, sql` and `) : undefined;
    }
  }
}

export async function searchProducts(
  db: Db,
  q: { criteria: FilterCriterion[]; offset: number; limit: number; sortBy: SortBy; lang: Language },
): Promise<ProductRow[]> {
  const where = [sql`p.is_active`, sql`exists (${activeSkus})`, ...q.criteria.map(condition).filter((c) => !!c)];
  const result = await db.execute(sql`
    select p.id, p.slug, coalesce(t.name, te.name) as name, coalesce(t.description, te.description) as description,
      p.category_id as "categoryId", c.slug as "categorySlug", coalesce(c.name ->> ${q.lang}, c.name ->> 'en') as "categoryName",
      p.tags, p.light, p.watering, p.difficulty, p.pet_safe as "petSafe", p.mature_size as "matureSize",
      p.rating, p.review_count as "reviewCount", p.created_at as "createdAt",
      (select json_agg(json_build_object('skuId', s.id, 'code', s.code, 'potSize', s.pot_size, 'potColour', s.pot_colour,
          'price', s.price_fils, 'discount', s.discount_pct, 'stock', s.stock) order by s.position, s.id)
        from skus s where s.product_id = p.id and s.is_active) as skus,
      (select json_agg(json_build_object('base', i.base, 'widths', i.widths, 'width', i.width, 'height', i.height, 'alt', i.alt)
          order by i.position, i.id) from product_images i where i.product_id = p.id) as images,
      count(*) over ()::int as total
    from products p
    join categories c on c.id = p.category_id
    join product_translations te on te.product_id = p.id and te.locale = 'en'
    left join product_translations t on t.product_id = p.id and t.locale = ${q.lang}
    where ${sql.join(where, sql` and `)}
    order by ${sorts[q.sortBy]}
    limit ${q.limit} offset ${q.offset}`);
  return rowsOf<ProductRow>(result);
}

export async function countProducts(db: Db, criteria: FilterCriterion[]): Promise<number> {
  const where = [sql`p.is_active`, sql`exists (${activeSkus})`, ...criteria.map(condition).filter((c) => !!c)];
  const result = await db.execute(sql`select count(*)::int as n from products p where ${sql.join(where, sql` and `)}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
