import { readdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "../../../test/support/members";
import { staffHeaders } from "../../../test/support/staff";
import { fileTestContext } from "../../../test/support/test-app";
import { multipart, pictures } from "../../../test/testkits/images.testkit";
import { reviewsClient } from "../../../test/testkits/reviews.testkit";

const ctx = fileTestContext();
const kit = reviewsClient(ctx);

async function upload(member: { headers: Record<string, string> }, reviewId: number, bytes: Buffer) {
  const body = multipart({ reviewId: String(reviewId) }, { name: "photo.jpg", type: "image/jpeg", bytes });
  return ctx().app.inject({
    method: "POST",
    url: "/api/v2/reviews/photos/add",
    headers: { ...member.headers, "content-type": body.contentType },
    payload: body.payload,
  });
}

describe("issue 14: up to 3 photos a review, through the catalogue's picture pipeline", () => {
  let manager: Record<string, string>;
  beforeAll(async () => {
    manager = await staffHeaders(ctx(), "ROLE_MANAGER");
  });

  it("issue 14: the author adds photos (WebP in the storefront's widths), a 4th is refused, others cannot", async () => {
    const { skuId, productId } = await kit.freshProduct();
    const buyer = await kit.buyer(skuId);
    const { review } = (await kit.add(buyer, { productId, rating: 5 })).json().responceObj;
    await kit.admin("approve", manager, { reviewId: review.reviewId });

    const first = await upload(buyer, review.reviewId, await pictures.jpeg());
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json().responceObj.review;
    expect(saved.status).toBe("pending");
    expect(saved.photos).toHaveLength(1);
    expect(saved.photos[0].srcset).toMatch(/reviews\/[0-9a-f]+-320\.webp 320w/);
    const files = await readdir(path.join(ctx().config.mediaDir, "reviews"));
    expect(files.filter((f) => f.endsWith(".webp")).length).toBeGreaterThanOrEqual(3);

    await upload(buyer, review.reviewId, await pictures.gpsPng());
    await upload(buyer, review.reviewId, await pictures.jpeg());
    const fourth = await upload(buyer, review.reviewId, await pictures.jpeg());
    expect(fourth.statusCode).toBe(400);
    const notPicture = await upload(buyer, review.reviewId, pictures.textAsJpeg());
    expect(notPicture.statusCode).toBe(400);

    const stranger = await registerMember(ctx());
    expect((await upload(stranger, review.reviewId, await pictures.jpeg())).statusCode).toBe(404);
    const [count] = await kit.rows<{ n: number }>(
      sql`select count(*)::int as n from review_images where review_id = ${review.reviewId}`,
    );
    expect(count!.n).toBe(3);

    // Approved again, it is listed under "with photos".
    await kit.admin("approve", manager, { reviewId: review.reviewId });
    const withPhotos = (await kit.search(productId, { sort: "photos" })).json().responceObj;
    expect(withPhotos.totalCount).toBe(1);
    expect(withPhotos.reviews[0].photos).toHaveLength(3);

    // The author removes one (another shopper cannot).
    const photoId = withPhotos.reviews[0].photos[0].photoId;
    const refused = await kit.post("/api/v2/reviews/photos/delete", stranger.headers, { photoId });
    expect(refused.statusCode).toBe(404);
    const removed = await kit.post("/api/v2/reviews/photos/delete", buyer.headers, { photoId });
    expect(removed.json().responceObj.review.photos).toHaveLength(2);
  });
});
