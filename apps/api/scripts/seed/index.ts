import { sql } from "drizzle-orm";
import type { Db } from "../../src/db/client";
import {
  categories,
  menuItems,
  productImages,
  products,
  productTranslations,
  settings,
  skus,
} from "../../src/db/schema";
import { categorySvg, productSvg } from "./art/index";
import { type BuiltProduct, buildProduct } from "./build";
import { demoProducts } from "./catalogue/index";
import { CATEGORY_TREE } from "./categories";
import { seedGuides } from "./guides/index";
import { IMAGE_SIZE, IMAGE_WIDTHS, type ImageJob, imageName, writeImages } from "./images";
import { menuTree, settingsRows } from "./menu";
import { seedDemoReviews } from "./reviews";
import { chunk } from "./rng";
import { seedStaff } from "./staff";

export { seedLarge } from "./large";

const CHUNK = 500;

/** True when any product exists (the seed only ever runs on an empty catalogue). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}

interface Plan {
  built: BuiltProduct[];
  /** Product slug -> image bases ("products/..."), image 1 first. */
  productImages: Map<string, string[]>;
  /** Top-level category slug -> "categories/...". */
  categoryImages: Map<string, string>;
  jobs: ImageJob[];
}

/** Everything the seed writes, computed up front (pure, deterministic apart from created_at). */
export function planDemo(now = Date.now()): Plan {
  const built = demoProducts().map((def) => buildProduct(def, now));
  const seen = new Set<string>();
  for (const b of built) {
    if (seen.has(b.def.slug)) throw new Error(`duplicate slug ${b.def.slug}`);
    seen.add(b.def.slug);
    for (const s of b.skus) {
      if (seen.has(s.code)) throw new Error(`duplicate SKU ${s.code}`);
      seen.add(s.code);
    }
  }
  const jobs: ImageJob[] = [];
  const productImagesMap = new Map<string, string[]>();
  for (const b of built) {
    const bases: string[] = [];
    for (const n of [1, 2] as const) {
      const svg = productSvg(b.art, n);
      const name = imageName(b.def.slug, n, svg);
      jobs.push({ folder: "products", name, svg });
      bases.push(`products/${name}`);
    }
    productImagesMap.set(b.def.slug, bases);
  }
  const categoryImages = new Map<string, string>();
  for (const top of CATEGORY_TREE) {
    if (!top.art) continue;
    const svg = categorySvg(top.slug, top.art, top.name.en);
    const name = imageName(top.slug, 1, svg);
    jobs.push({ folder: "categories", name, svg });
    categoryImages.set(top.slug, `categories/${name}`);
  }
  return { built, productImages: productImagesMap, categoryImages, jobs };
}

/**
 * Seed the demo catalogue into an EMPTY database: categories, ~140 products with translations, SKUs and
 * images, the main menu and shop settings. Image files are written first (skipping those already on disk),
 * then every row goes in within one transaction.
 */
export async function seedDemo(
  db: Db,
  opts: { mediaDir: string; images?: boolean; reviews?: boolean },
): Promise<{ products: number }> {
  const plan = planDemo();
  if (opts.images !== false) await writeImages(plan.jobs, opts.mediaDir, 4);

  await db.transaction(async (tx) => {
    // categories: top level, then children
    const catIds = new Map<string, number>();
    const tops = await tx
      .insert(categories)
      .values(
        CATEGORY_TREE.map((c, i) => ({
          slug: c.slug,
          parentId: null,
          position: i,
          name: c.name,
          image: plan.categoryImages.get(c.slug) ?? null,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    for (const t of tops) catIds.set(t.slug, t.id);
    const children = CATEGORY_TREE.flatMap((c) =>
      (c.children ?? []).map((ch, i) => ({
        slug: ch.slug,
        parentId: catIds.get(c.slug)!,
        position: i,
        name: ch.name,
        image: null,
      })),
    );
    const kids = await tx.insert(categories).values(children).returning({ id: categories.id, slug: categories.slug });
    for (const k of kids) catIds.set(k.slug, k.id);

    // products
    const productIds = new Map<string, number>();
    for (const part of chunk(plan.built, CHUNK)) {
      const rows = await tx
        .insert(products)
        .values(
          part.map((b) => {
            const categoryId = catIds.get(b.def.cat);
            if (categoryId === undefined) throw new Error(`unknown category ${b.def.cat} for ${b.def.slug}`);
            const [light, watering, difficulty, petSafe, matureSize] = b.def.care ?? [null, null, null, null, null];
            return {
              slug: b.def.slug,
              categoryId,
              tags: b.tags,
              keywords: b.keywords,
              light,
              watering,
              difficulty,
              petSafe,
              matureSize,
              rating: b.rating,
              reviewCount: b.reviewCount,
              popularity: b.popularity,
              featured: b.featured,
              isActive: b.isActive,
              createdAt: b.createdAt,
            };
          }),
        )
        .returning({ id: products.id, slug: products.slug });
      for (const r of rows) productIds.set(r.slug, r.id);
    }
    const idOf = (b: BuiltProduct) => productIds.get(b.def.slug)!;

    const translations = plan.built.flatMap((b) =>
      (["en", "fr", "ar"] as const).map((locale) => ({ productId: idOf(b), locale, ...b.text[locale] })),
    );
    for (const part of chunk(translations, CHUNK)) await tx.insert(productTranslations).values(part);

    const skuRows = plan.built.flatMap((b) => b.skus.map((s) => ({ productId: idOf(b), ...s })));
    for (const part of chunk(skuRows, CHUNK)) await tx.insert(skus).values(part);

    const imageRows = plan.built.flatMap((b) =>
      plan.productImages.get(b.def.slug)!.map((base, position) => ({
        productId: idOf(b),
        position,
        base,
        widths: [...IMAGE_WIDTHS],
        width: IMAGE_SIZE,
        height: IMAGE_SIZE,
        alt: { en: b.text.en.name, fr: b.text.fr.name, ar: b.text.ar.name },
      })),
    );
    for (const part of chunk(imageRows, CHUNK)) await tx.insert(productImages).values(part);

    // menu: top level, then children
    const tree = menuTree();
    const menuRows = await tx
      .insert(menuItems)
      .values(
        tree.map((m, position) => ({
          parentId: null,
          position,
          title: m.title,
          type: m.type,
          path: m.path,
          megaMenu: m.megaMenu ?? false,
          badge: Boolean(m.badgeText),
          badgeText: m.badgeText ?? null,
          image: m.imageOf ? (plan.categoryImages.get(m.imageOf) ?? null) : null,
        })),
      )
      .returning({ id: menuItems.id, position: menuItems.position });
    const menuIds = new Map(menuRows.map((r) => [r.position, r.id]));
    const childRows = tree.flatMap((m, i) =>
      (m.children ?? []).map((c, position) => ({
        parentId: menuIds.get(i)!,
        position,
        title: c.title,
        type: c.type,
        path: c.path,
        megaMenu: false,
        badge: Boolean(c.badgeText),
        badgeText: c.badgeText ?? null,
        image: null,
      })),
    );
    if (childRows.length) await tx.insert(menuItems).values(childRows);

    // care guides (issue 14), published
    await seedGuides(tx);

    for (const row of settingsRows()) {
      await tx
        .insert(settings)
        .values({ key: row.key, value: row.value })
        .onConflictDoUpdate({ target: settings.key, set: { value: row.value, updatedAt: sql`now()` } });
    }
  });
  // Demo back-office accounts (owner@bustan.ae, admin@bustan.ae, manager@bustan.ae).
  await seedStaff(db);
  // Demo customers' delivered orders and their approved reviews (issue 14); API tests start without them.
  if (opts.reviews !== false) await seedDemoReviews(db);
  return { products: plan.built.length };
}
