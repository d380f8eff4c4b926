import type { AdminReview, AdminReviewResponse, AdminReviewSearchResponse, ReviewStatus } from "@shop/shared";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import type { AuditActor, RecordAudit } from "../audit/audit.service";
import type { CatalogueService } from "../catalogue/catalogue.service";
import type { UsersService } from "../users/users.service";
import { type PhotoAddresses, wirePhotosOf } from "./reviews.photos";
import { listReviewsByStatus, lockReview, type ReviewRow, setReviewReply, setReviewStatus } from "./reviews.repo";
import type { ReviewService } from "./reviews.service";

const iso = (value: Date | string) => new Date(value).toISOString();

/** What the audit log keeps of a review: its state, not the shopper's words. */
const audited = (row: ReviewRow) => ({ status: row.status, rating: row.rating, reply: row.reply });

export interface AdminReviewDeps {
  db: Db;
  reviews: Pick<ReviewService, "refreshFigures">;
  catalogue: Pick<CatalogueService, "productNames" | "invalidate">;
  users: Pick<UsersService, "namesOf">;
  recordAudit: RecordAudit;
  pictures: PhotoAddresses;
}

/**
 * The back office's reviews (area "engagement"): the queue by status, approve, reject and the shop's public
 * reply. Each change recomputes the product's rating and review count from its approved reviews in the same
 * transaction, and is audited there.
 */
export function createAdminReviewService({ db, reviews, catalogue, users, recordAudit, pictures }: AdminReviewDeps) {
  async function describe(rows: ReviewRow[]): Promise<AdminReview[]> {
    const [products, authors, photos] = await Promise.all([
      catalogue.productNames(
        rows.map((r) => r.productId),
        "en",
      ),
      users.namesOf([...new Set(rows.map((r) => r.userId))]),
      wirePhotosOf(
        db,
        pictures,
        rows.map((r) => r.id),
      ),
    ]);
    return rows.map((row) => ({
      reviewId: row.id,
      productId: row.productId,
      productName: products.get(row.productId)?.name ?? `#${row.productId}`,
      productSlug: products.get(row.productId)?.slug ?? "",
      rating: row.rating,
      title: row.title,
      text: row.body,
      authorName: row.authorName,
      authorEmail: authors.get(row.userId)?.email ?? "",
      status: row.status,
      reply: row.reply,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      moderatedAt: row.moderatedAt ? iso(row.moderatedAt) : null,
      photos: photos.get(row.id) ?? [],
    }));
  }

  /** Runs one change of a review with its lock, the product's new figures and the audit entry. */
  async function change(
    actor: AuditActor,
    reviewId: number,
    action: string,
    work: (tx: Db, before: ReviewRow) => Promise<ReviewRow>,
  ): Promise<AdminReviewResponse> {
    const { row, figures } = await db.transaction(async (tx) => {
      const before = await lockReview(tx, reviewId);
      if (!before) throw notFound("The review");
      const after = await work(tx, before);
      const figures = await reviews.refreshFigures(tx, after.productId);
      await recordAudit(tx, actor, {
        action,
        entity: "review",
        entityId: String(reviewId),
        productId: after.productId,
        before: audited(before),
        after: { ...audited(after), productRating: figures.rating, productReviewCount: figures.reviewCount },
      });
      return { row: after, figures };
    });
    catalogue.invalidate();
    const [review] = await describe([row]);
    return { review: review!, rating: figures.rating, reviewCount: figures.reviewCount };
  }

  const moderate = (actor: AuditActor, reviewId: number, status: ReviewStatus) =>
    change(actor, reviewId, status === "approved" ? "review.approve" : "review.reject", (tx) =>
      setReviewStatus(tx, reviewId, status),
    );

  return {
    async search(filter: { status?: ReviewStatus; from: number; limit: number }): Promise<AdminReviewSearchResponse> {
      const status = filter.status ?? "pending";
      const page = await listReviewsByStatus(db, { status, offset: filter.from * filter.limit, limit: filter.limit });
      return { reviews: await describe(page.rows), totalCount: page.totalCount, pendingCount: page.pendingCount };
    },
    approve: (actor: AuditActor, reviewId: number) => moderate(actor, reviewId, "approved"),
    reject: (actor: AuditActor, reviewId: number) => moderate(actor, reviewId, "rejected"),
    /** The shop's public answer under the review; an empty one removes it. */
    reply: (actor: AuditActor, reviewId: number, reply: string) =>
      change(actor, reviewId, "review.reply", (tx) => setReviewReply(tx, reviewId, reply === "" ? null : reply)),
  };
}
export type AdminReviewService = ReturnType<typeof createAdminReviewService>;
