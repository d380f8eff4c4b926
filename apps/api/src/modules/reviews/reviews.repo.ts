import type { ReviewSort, ReviewStatus } from "@shop/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../lib/rows";

/** All SQL on product_reviews and review_images (issue 14). */

export interface ReviewRow {
  id: number;
  productId: number;
  userId: number;
  orderId: number | null;
  rating: number;
  title: string;
  body: string;
  status: ReviewStatus;
  reply: string | null;
  repliedAt: Date | null;
  authorName: string;
  locale: string;
  createdAt: Date;
  updatedAt: Date;
  moderatedAt: Date | null;
}

const columns = sql`id, product_id as "productId", user_id as "userId", order_id as "orderId", rating, title, body,
  status, reply, replied_at as "repliedAt", author_name as "authorName", locale, created_at as "createdAt",
  updated_at as "updatedAt", moderated_at as "moderatedAt"`;

async function query<T>(db: Db, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

export async function findOwnReview(db: Db, userId: number, productId: number): Promise<ReviewRow | undefined> {
  const [row] = await query<ReviewRow>(
    db,
    sql`select ${columns} from product_reviews where user_id = ${userId} and product_id = ${productId}`,
  );
  return row;
}

/** The review with a row lock until the transaction ends (moderation). */
export async function lockReview(tx: Db, reviewId: number): Promise<ReviewRow | undefined> {
  const [row] = await query<ReviewRow>(
    tx,
    sql`select ${columns} from product_reviews where id = ${reviewId} for update`,
  );
  return row;
}

/**
 * Writes the shopper's review of the product: a first one is inserted, a second replaces the first's words and
 * stars and sends it back to moderation (pending); the shop's reply stays.
 */
export async function upsertReview(
  tx: Db,
  values: {
    productId: number;
    userId: number;
    orderId: number;
    rating: number;
    title: string;
    body: string;
    authorName: string;
    locale: string;
  },
): Promise<ReviewRow> {
  const [row] = await query<ReviewRow>(
    tx,
    sql`insert into product_reviews (product_id, user_id, order_id, rating, title, body, author_name, locale)
      values (${values.productId}, ${values.userId}, ${values.orderId}, ${values.rating}, ${values.title},
        ${values.body}, ${values.authorName}, ${values.locale})
      on conflict (product_id, user_id) do update set order_id = excluded.order_id, rating = excluded.rating,
        title = excluded.title, body = excluded.body, author_name = excluded.author_name, locale = excluded.locale,
        status = 'pending', moderated_at = null, updated_at = now()
      returning ${columns}`,
  );
  return row!;
}

export async function setReviewStatus(tx: Db, reviewId: number, status: ReviewStatus): Promise<ReviewRow> {
  const [row] = await query<ReviewRow>(
    tx,
    sql`update product_reviews set status = ${status}, moderated_at = now() where id = ${reviewId}
      returning ${columns}`,
  );
  return row!;
}

export async function setReviewReply(tx: Db, reviewId: number, reply: string | null): Promise<ReviewRow> {
  const [row] = await query<ReviewRow>(
    tx,
    sql`update product_reviews set reply = ${reply}, replied_at = ${reply === null ? null : sql`now()`}
      where id = ${reviewId} returning ${columns}`,
  );
  return row!;
}

/** How many approved reviews of the product gave each number of stars. */
export async function approvedRatingCounts(db: Db, productId: number): Promise<Map<number, number>> {
  const rows = await query<{ rating: number; count: string | number }>(
    db,
    sql`select rating, count(*) as count from product_reviews
      where product_id = ${productId} and status = 'approved' group by rating`,
  );
  return new Map(rows.map((r) => [Number(r.rating), Number(r.count)]));
}

const hasPhotos = sql`exists (select 1 from review_images i where i.review_id = r.id)`;

const sortOrder: Record<ReviewSort, SQL> = {
  newest: sql`r.created_at desc, r.id desc`,
  highest: sql`r.rating desc, r.created_at desc, r.id desc`,
  lowest: sql`r.rating asc, r.created_at desc, r.id desc`,
  photos: sql`r.created_at desc, r.id desc`,
};

/** One page of the product's approved reviews, and how many the sort lists (photos: those with pictures). */
export async function listApprovedReviews(
  db: Db,
  productId: number,
  page: { sort: ReviewSort; offset: number; limit: number },
): Promise<{ rows: ReviewRow[]; totalCount: number }> {
  const where = sql`r.product_id = ${productId} and r.status = 'approved'${page.sort === "photos" ? sql` and ${hasPhotos}` : sql``}`;
  const [rows, counted] = await Promise.all([
    query<ReviewRow>(
      db,
      sql`select ${columns} from product_reviews r where ${where}
        order by ${sortOrder[page.sort]} limit ${page.limit} offset ${page.offset}`,
    ),
    query<{ count: string | number }>(db, sql`select count(*) as count from product_reviews r where ${where}`),
  ]);
  return { rows, totalCount: Number(counted[0]?.count ?? 0) };
}

/** The back office's list: one status, pending oldest first (the queue), others newest first. */
export async function listReviewsByStatus(
  db: Db,
  filter: { status: ReviewStatus; offset: number; limit: number },
): Promise<{ rows: ReviewRow[]; totalCount: number; pendingCount: number }> {
  const order = filter.status === "pending" ? sql`created_at asc, id asc` : sql`updated_at desc, id desc`;
  const [rows, counted] = await Promise.all([
    query<ReviewRow>(
      db,
      sql`select ${columns} from product_reviews where status = ${filter.status}
        order by ${order} limit ${filter.limit} offset ${filter.offset}`,
    ),
    query<{ total: string | number; pending: string | number }>(
      db,
      sql`select count(*) filter (where status = ${filter.status}) as total,
        count(*) filter (where status = 'pending') as pending from product_reviews`,
    ),
  ]);
  return {
    rows,
    totalCount: Number(counted[0]?.total ?? 0),
    pendingCount: Number(counted[0]?.pending ?? 0),
  };
}

export interface PhotoRow {
  id: number;
  reviewId: number;
  position: number;
  base: string;
  widths: number[];
  width: number;
  height: number;
}

const photoColumns = sql`id, review_id as "reviewId", position, base, widths, width, height`;

/** The photos of these reviews, in their order. */
export async function photosOf(db: Db, reviewIds: number[]): Promise<Map<number, PhotoRow[]>> {
  const byReview = new Map<number, PhotoRow[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await query<PhotoRow>(
    db,
    sql`select ${photoColumns} from review_images where review_id = any(${`{${reviewIds.join(",")}}`}::int[])
      order by review_id, position, id`,
  );
  for (const row of rows) byReview.set(row.reviewId, [...(byReview.get(row.reviewId) ?? []), row]);
  return byReview;
}

export async function findReviewById(db: Db, reviewId: number): Promise<ReviewRow | undefined> {
  const [row] = await query<ReviewRow>(db, sql`select ${columns} from product_reviews where id = ${reviewId}`);
  return row;
}

export async function insertPhoto(
  tx: Db,
  reviewId: number,
  picture: { base: string; widths: number[]; width: number; height: number },
): Promise<void> {
  await tx.execute(sql`insert into review_images (review_id, position, base, widths, width, height)
    select ${reviewId}, coalesce(max(position) + 1, 0), ${picture.base}, ${`{${picture.widths.join(",")}}`}::int[],
      ${picture.width}, ${picture.height} from review_images where review_id = ${reviewId}`);
}

/** Removes a photo of one of the user's reviews; answers it (and its review), or undefined when not theirs. */
export async function deleteOwnPhoto(tx: Db, userId: number, photoId: number): Promise<PhotoRow | undefined> {
  const [row] = await query<PhotoRow>(
    tx,
    sql`delete from review_images i using product_reviews r
      where i.id = ${photoId} and r.id = i.review_id and r.user_id = ${userId}
      returning i.id, i.review_id as "reviewId", i.position, i.base, i.widths, i.width, i.height`,
  );
  return row;
}

/** Changed words or photos go back to moderation. */
export async function backToPending(tx: Db, reviewId: number): Promise<ReviewRow> {
  const [row] = await query<ReviewRow>(
    tx,
    sql`update product_reviews set status = 'pending', moderated_at = null, updated_at = now()
      where id = ${reviewId} returning ${columns}`,
  );
  return row!;
}

export async function countPhotos(tx: Db, reviewId: number): Promise<number> {
  const [row] = await query<{ n: number | string }>(
    tx,
    sql`select count(*) as n from review_images where review_id = ${reviewId}`,
  );
  return Number(row?.n ?? 0);
}

/** Every review of one author, newest first (the back office's customers, issue 15). */
export function reviewsByAuthor(db: Db, userId: number): Promise<ReviewRow[]> {
  return query<ReviewRow>(
    db,
    sql`select ${columns} from product_reviews where user_id = ${userId} order by created_at desc, id desc`,
  );
}

/** Deletes every review of one author (their photos' rows with them) and answers what they were. */
export async function deleteReviewsByAuthor(tx: Db, userId: number): Promise<ReviewRow[]> {
  return query<ReviewRow>(tx, sql`delete from product_reviews where user_id = ${userId} returning ${columns}`);
}
