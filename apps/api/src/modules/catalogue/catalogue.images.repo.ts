import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../lib/rows";

/** The SQL of the back office's product pictures: product_images (the catalogue's table). */

export type AltText = { en?: string; fr?: string; ar?: string };

export interface ImageRecord {
  id: number;
  position: number;
  base: string;
  widths: number[];
  width: number;
  height: number;
  alt: AltText;
  potColour: string | null;
  placeholder: string | null;
}

const columns = sql`id, position, base, widths, width, height, alt, pot_colour as "potColour", placeholder`;

/**
 * Locks the product for this transaction (its pictures change one save at a time, so positions stay 0..n-1 and an
 * upload lands at the end) and marks it changed: products.updated_at moves, and every instance clears its
 * catalogue caches within a second (catalogue.freshness.ts). Answers the slug, or undefined for no such product.
 */
export async function lockAndTouchProduct(tx: Db, productId: number): Promise<string | undefined> {
  const [row] = rowsOf<{ slug: string }>(
    await tx.execute(sql`update products set updated_at = now() where id = ${productId} returning slug`),
  );
  return row?.slug;
}

export async function productSlug(db: Db, productId: number): Promise<string | undefined> {
  const [row] = rowsOf<{ slug: string }>(await db.execute(sql`select slug from products where id = ${productId}`));
  return row?.slug;
}

export async function imagesOf(db: Db, productId: number): Promise<ImageRecord[]> {
  return rowsOf<ImageRecord>(
    await db.execute(sql`select ${columns} from product_images where product_id = ${productId} order by position, id`),
  );
}

/** A new picture after the product's others. */
export async function insertImage(
  tx: Db,
  productId: number,
  image: Omit<ImageRecord, "id" | "position">,
): Promise<ImageRecord> {
  const [row] = rowsOf<ImageRecord>(
    await tx.execute(sql`insert into product_images
        (product_id, position, base, widths, width, height, alt, pot_colour, placeholder)
      values (${productId},
        (select coalesce(max(position) + 1, 0) from product_images where product_id = ${productId}),
        ${image.base}, ${`{${image.widths.join(",")}}`}::int[], ${image.width}, ${image.height},
        ${JSON.stringify(image.alt)}::jsonb, ${image.potColour}, ${image.placeholder})
      returning ${columns}`),
  );
  return row!;
}

export async function updateImageText(
  tx: Db,
  imageId: number,
  values: { alt: AltText; potColour: string | null },
): Promise<void> {
  await tx.execute(sql`update product_images set alt = ${JSON.stringify(values.alt)}::jsonb,
    pot_colour = ${values.potColour} where id = ${imageId}`);
}

/** Positions 0..n-1 in the order of `ids` (every picture of the product). */
export async function setImageOrder(tx: Db, productId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`update product_images i set position = o.position - 1
    from unnest(${`{${ids.join(",")}}`}::int[]) with ordinality as o(id, position)
    where i.id = o.id and i.product_id = ${productId} and i.position <> o.position - 1`);
}

export async function deleteImage(tx: Db, imageId: number): Promise<void> {
  await tx.execute(sql`delete from product_images where id = ${imageId}`);
}
