import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../src/db/client";
import { categories, productImages, products } from "../../src/db/schema";
import { type BuiltProduct, buildProduct, colourCode, sizeCode } from "./build";
import { demoProducts } from "./catalogue/index";
import { IMAGE_SIZE, IMAGE_WIDTHS } from "./images";
import { COLLECTIONS, COLOUR_NAMES, SIZE_WORDS, VARIETIES } from "./large-words";
import { rng, slugify } from "./rng";
import type { I18n } from "./types";

const BATCH = 5000;
const DAY = 86_400_000;

const LANGS = ["en", "fr", "ar"] as const;

/** Postgres array literal; passed as one text parameter and cast, so any batch size is one statement. */
function arr(values: ReadonlyArray<string | number | boolean | null>): string {
  const items = values.map((v) => {
    if (v === null) return "NULL";
    if (typeof v === "string") return `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
    return String(v);
  });
  return `{${items.join(",")}}`;
}
const col = (values: ReadonlyArray<string | number | boolean | null>, type: string): SQL =>
  sql`${arr(values)}::text::${sql.raw(type)}[]`;

const stripCultivar = (name: string) => name.replace(/\s*'[^']*'/g, "").trim();
const nice = (aed: number) => (aed >= 20 ? Math.round(aed / 5) * 5 : Math.max(1, Math.round(aed)));

interface Template {
  b: BuiltProduct;
  categoryId: number;
  images: string[];
  sizes: string[];
  /** AED price per size. */
  prices: Map<string, number>;
  pot: boolean;
}

async function loadTemplates(db: Db, now: number): Promise<Template[]> {
  const built = demoProducts()
    .map((d) => buildProduct(d, now))
    .filter((b) => b.def.care || b.top === "pots-planters");
  const cats = new Map(
    (await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [c.slug, c.id]),
  );
  const imgs = await db
    .select({ slug: products.slug, base: productImages.base, position: productImages.position })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(
      inArray(
        products.slug,
        built.map((b) => b.def.slug),
      ),
    );
  const bySlug = new Map<string, string[]>();
  for (const row of imgs.sort((a, b) => a.position - b.position)) {
    bySlug.set(row.slug, [...(bySlug.get(row.slug) ?? []), row.base]);
  }
  const out: Template[] = [];
  for (const b of built) {
    const images = bySlug.get(b.def.slug);
    const categoryId = cats.get(b.def.cat);
    if (!images?.length || categoryId === undefined) continue;
    const prices = new Map<string, number>();
    for (const s of b.skus) prices.set(s.potSize ?? "", s.priceFils / 100);
    out.push({ b, categoryId, images, sizes: [...prices.keys()], prices, pot: b.top === "pots-planters" });
  }
  if (!out.length) throw new Error("seedLarge needs the demo catalogue (seedDemo) first");
  return out;
}

/**
 * Add `opts.products` synthetic products (cultivars and colourways of the demo plants and pots) for scale
 * tests. They reuse the demo images. Inserted in batches of 5000 products, one transaction per batch.
 */
export async function seedLarge(db: Db, opts: { products: number; mediaDir: string }): Promise<void> {
  const now = Date.now();
  const templates = await loadTemplates(db, now);
  for (let done = 0; done < opts.products; done += BATCH) {
    const n = Math.min(BATCH, opts.products - done);
    await db.transaction(async (tx) => {
      const res = (await tx.execute(
        sql`select nextval(pg_get_serial_sequence('products', 'id'))::int as id from generate_series(1, ${n})`,
      )) as unknown as { rows: Array<{ id: number }> };
      const ids = res.rows.map((r) => Number(r.id));
      const p = {
        id: [] as number[],
        slug: [] as string[],
        cat: [] as number[],
        tags: [] as string[],
        keywords: [] as string[],
        light: [] as (string | null)[],
        watering: [] as (string | null)[],
        difficulty: [] as (string | null)[],
        pet: [] as (boolean | null)[],
        size: [] as (string | null)[],
        rating: [] as number[],
        reviews: [] as number[],
        pop: [] as number[],
        created: [] as string[],
      };
      const t = {
        pid: [] as number[],
        locale: [] as string[],
        name: [] as string[],
        desc: [] as string[],
        care: [] as string[],
      };
      const s = {
        pid: [] as number[],
        code: [] as string[],
        size: [] as (string | null)[],
        colour: [] as (string | null)[],
        price: [] as number[],
        disc: [] as number[],
        stock: [] as number[],
        pos: [] as number[],
      };
      const im = { pid: [] as number[], pos: [] as number[], base: [] as string[], alt: [] as string[] };
      for (const id of ids) {
        const r = rng(`large-${id}`);
        const tpl = templates[id % templates.length]!;
        const { b } = tpl;
        let suffix: I18n;
        let extra: I18n;
        let colours: string[];
        let sizes: string[];
        const start = r.int(0, Math.max(0, tpl.sizes.length - 1));
        sizes = tpl.sizes.slice(start, start + r.int(1, 3));
        if (tpl.pot) {
          const c = r.pick(COLLECTIONS);
          const colour = r.pick(Object.keys(COLOUR_NAMES));
          const cn = COLOUR_NAMES[colour]!;
          colours = [colour];
          suffix = { en: `'${c}' – ${cn.en}`, fr: `'${c}' – ${cn.fr}`, ar: `'${c}' – ${cn.ar}` };
          extra = {
            en: `Part of our '${c}' collection.`,
            fr: `Fait partie de notre collection '${c}'.`,
            ar: `جزء من مجموعتنا '${c}'.`,
          };
        } else {
          const v = r.pick(VARIETIES);
          const sw = SIZE_WORDS[Math.min(3, start + (sizes.length > 1 ? 1 : 0))]!;
          colours = b.art.colours.length ? b.art.colours.slice(0, r.int(1, Math.min(2, b.art.colours.length))) : [];
          suffix = { en: `'${v}' (${sw.en})`, fr: `'${v}' (${sw.fr})`, ar: `'${v}' (${sw.ar})` };
          extra = {
            en: `This '${v}' selection is grown for us by partner nurseries in the UAE.`,
            fr: `Cette sélection '${v}' est cultivée pour nous par des pépinières partenaires aux Émirats.`,
            ar: `هذا الصنف '${v}' تزرعه لنا مشاتل شريكة في الإمارات.`,
          };
        }
        const names = {} as I18n;
        for (const lang of LANGS) {
          names[lang] = `${stripCultivar(b.text[lang].name)} ${suffix[lang]}`;
          t.pid.push(id);
          t.locale.push(lang);
          t.name.push(names[lang]);
          t.desc.push(`${b.text[lang].description} ${extra[lang]}`);
          t.care.push(b.text[lang].careText);
        }
        const [light, watering, difficulty, pet, mature] = b.def.care ?? [null, null, null, null, null];
        p.id.push(id);
        p.slug.push(`${slugify(names.en)}-${id}`);
        p.cat.push(tpl.categoryId);
        p.tags.push(arr(b.tags.filter((x) => x !== "bestseller" && x !== "new")));
        p.keywords.push(b.keywords);
        p.light.push(light);
        p.watering.push(watering);
        p.difficulty.push(difficulty);
        p.pet.push(pet);
        p.size.push(mature);
        // No invented ratings (issue 14); the draws stay so the rest of the generated catalogue is unchanged.
        r.range(3.5, 5);
        if (!r.chance(0.3)) r.int(1, 150);
        p.rating.push(0);
        p.reviews.push(0);
        p.pop.push(Math.floor(r() ** 3 * 2000));
        p.created.push(new Date(now - r.range(0, 365) * DAY).toISOString());
        const factor = r.range(0.85, 1.4);
        const discount = r.chance(0.25) ? r.pick([10, 15, 20, 25, 30]) : 0;
        let pos = 0;
        for (const size of sizes.length ? sizes : [""]) {
          for (const colour of colours.length ? colours : [null]) {
            const code = [b.def.code, `V${id}`];
            if (size) code.push(sizeCode(size));
            if (colour) code.push(colourCode(colour));
            const roll = r();
            s.pid.push(id);
            s.code.push(code.join("-"));
            s.size.push(size || null);
            s.colour.push(colour);
            s.price.push(nice((tpl.prices.get(size) ?? 50) * factor) * 100);
            s.disc.push(discount);
            s.stock.push(roll < 0.06 ? 0 : roll < 0.15 ? r.int(1, 4) : r.int(5, 120));
            s.pos.push(pos++);
          }
        }
        tpl.images.forEach((base, position) => {
          im.pid.push(id);
          im.pos.push(position);
          im.base.push(base);
          im.alt.push(JSON.stringify(names));
        });
      }
      await tx.execute(sql`insert into products (id, slug, category_id, tags, keywords, light, watering, difficulty, pet_safe, mature_size,
          rating, review_count, popularity, featured, is_active, created_at)
        select id, slug, category_id, tags::text[], keywords, light, watering, difficulty, pet_safe, mature_size,
          rating, review_count, popularity, false, true, created_at
        from unnest(${col(p.id, "int")}, ${col(p.slug, "text")}, ${col(p.cat, "int")}, ${col(p.tags, "text")},
          ${col(p.keywords, "text")}, ${col(p.light, "text")}, ${col(p.watering, "text")}, ${col(p.difficulty, "text")}, ${col(p.pet, "bool")},
          ${col(p.size, "text")}, ${col(p.rating, "numeric")}, ${col(p.reviews, "int")}, ${col(p.pop, "int")},
          ${col(p.created, "timestamptz")})
          as t(id, slug, category_id, tags, keywords, light, watering, difficulty, pet_safe, mature_size, rating, review_count, popularity, created_at)`);
      await tx.execute(sql`insert into product_translations (product_id, locale, name, description, care_text)
        select * from unnest(${col(t.pid, "int")}, ${col(t.locale, "text")}, ${col(t.name, "text")},
          ${col(t.desc, "text")}, ${col(t.care, "text")})`);
      await tx.execute(sql`insert into skus (product_id, code, pot_size, pot_colour, price_fils, discount_pct, stock, position)
        select * from unnest(${col(s.pid, "int")}, ${col(s.code, "text")}, ${col(s.size, "text")}, ${col(s.colour, "text")},
          ${col(s.price, "int")}, ${col(s.disc, "int")}, ${col(s.stock, "int")}, ${col(s.pos, "int")})`);
      await tx.execute(sql`insert into product_images (product_id, position, base, widths, width, height, alt)
        select pid, pos, base, ${arr([...IMAGE_WIDTHS])}::text::int[], ${IMAGE_SIZE}::int, ${IMAGE_SIZE}::int, alt::jsonb
        from unnest(${col(im.pid, "int")}, ${col(im.pos, "int")}, ${col(im.base, "text")}, ${col(im.alt, "text")})
          as t(pid, pos, base, alt)`);
    });
  }
}
