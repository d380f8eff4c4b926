import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "../../../test/support/members";
import { staffHeaders } from "../../../test/support/staff";
import { fileTestContext } from "../../../test/support/test-app";
import { reviewsClient } from "../../../test/testkits/reviews.testkit";

const ctx = fileTestContext();
const kit = reviewsClient(ctx);
const errorOf = (res: { json(): { errorList?: Array<{ errorCode: string; field?: string }> } }) =>
  res.json().errorList?.[0]?.errorCode;

describe('issue 14: who may review (DESIGN "reviews")', () => {
  it("issue 14: a visitor gets 401; a shopper without a delivered order with the product NOT_ELIGIBLE (403)", async () => {
    const { skuId, productId } = await kit.freshProduct();
    expect((await kit.add(null, { productId, rating: 5 })).statusCode).toBe(401);

    const noOrder = await registerMember(ctx());
    const placed = await kit.buyer(skuId, "confirmed");
    const cancelled = await kit.buyer(skuId, "cancelled");
    const onTheWay = await kit.buyer(skuId, "out_for_delivery");
    for (const member of [noOrder, placed, cancelled, onTheWay]) {
      const res = await kit.add(member, { productId, rating: 4 });
      expect(res.statusCode, res.body).toBe(403);
      expect(errorOf(res)).toBe("NOT_ELIGIBLE");
      const mine = (await kit.mine(member, productId)).json().responceObj;
      expect(mine).toEqual({ eligible: false, review: null });
    }
  });

  it("issue 14: another shopper's delivered order does not make a shopper eligible", async () => {
    const { skuId, productId } = await kit.freshProduct();
    await kit.buyer(skuId, "delivered");
    const other = await registerMember(ctx());
    const res = await kit.add(other, { productId, rating: 5 });
    expect(errorOf(res)).toBe("NOT_ELIGIBLE");
  });

  it("issue 14: a delivered order with any SKU of the product allows one review, pending until approved", async () => {
    const { skuId, productId } = await kit.freshProduct();
    const buyer = await kit.buyer(skuId, "delivered", "Aisha Khan");
    expect((await kit.mine(buyer, productId)).json().responceObj).toEqual({ eligible: true, review: null });
    const res = await kit.add(buyer, {
      productId,
      rating: 4,
      title: "Great",
      text: "Healthy and bigger than expected.",
    });
    expect(res.statusCode, res.body).toBe(200);
    const { review } = res.json().responceObj;
    expect(review).toMatchObject({ productId, rating: 4, title: "Great", status: "pending", reply: null });
    const [row] = await kit.rows<{ authorName: string; orderId: number | null }>(
      sql`select author_name as "authorName", order_id as "orderId" from product_reviews where id = ${review.reviewId}`,
    );
    expect(row).toMatchObject({ authorName: "Aisha K." });
    expect(row!.orderId).not.toBeNull();
    // Pending: not public yet.
    expect((await kit.search(productId)).json().responceObj).toMatchObject({ reviews: [], reviewCount: 0 });
  });

  it("issue 14: title 1-120, text 10-4,000 plain characters, 1-5 stars; NUL refused", async () => {
    const { skuId, productId } = await kit.freshProduct();
    const buyer = await kit.buyer(skuId);
    const bad = [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: 5, title: "" },
      { rating: 5, title: "x".repeat(121) },
      { rating: 5, text: "too short" },
      { rating: 5, text: "y".repeat(4001) },
      { rating: 5, text: "Nice plant\u0000 really" },
    ];
    for (const extra of bad) {
      const res = await kit.add(buyer, { productId, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
    const ok = await kit.add(buyer, { productId, rating: 5, title: "x".repeat(120), text: "z".repeat(4000) });
    expect(ok.statusCode).toBe(200);
  });
});

describe("issue 14: reviews are rate-limited", () => {
  it("issue 14: a shopper's 11th review (new or edited) within an hour answers RATE_LIMITED (429)", async () => {
    const { skuId, productId } = await kit.freshProduct();
    const buyer = await kit.buyer(skuId);
    for (let n = 0; n < 10; n++) {
      expect((await kit.add(buyer, { productId, rating: 1 + (n % 5) })).statusCode).toBe(200);
    }
    const limited = await kit.add(buyer, { productId, rating: 5 });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toBe("RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("issue 14: one review per product, moderation, figures", () => {
  let manager: Record<string, string>;
  beforeAll(async () => {
    manager = await staffHeaders(ctx(), "ROLE_MANAGER");
  });

  it("issue 14: a second add updates the first review and sets it back to pending", async () => {
    const { skuId, productId, slug } = await kit.freshProduct();
    const buyer = await kit.buyer(skuId);
    const first = (await kit.add(buyer, { productId, rating: 2 })).json().responceObj.review;
    await kit.admin("approve", manager, { reviewId: first.reviewId });
    expect(await kit.product(slug)).toMatchObject({ rating: 2, reviewCount: 1 });

    const second = await kit.add(buyer, {
      productId,
      rating: 5,
      title: "Changed my mind",
      text: "It recovered fully.",
    });
    expect(second.json().responceObj.review).toMatchObject({
      reviewId: first.reviewId,
      rating: 5,
      title: "Changed my mind",
      status: "pending",
    });
    const [count] = await kit.rows<{ n: number }>(
      sql`select count(*)::int as n from product_reviews where product_id = ${productId}`,
    );
    expect(count!.n).toBe(1);
    // The edited review left the published figures until approved again.
    expect(await kit.product(slug)).toMatchObject({ rating: 0, reviewCount: 0 });
    expect((await kit.mine(buyer, productId)).json().responceObj.review).toMatchObject({
      status: "pending",
      rating: 5,
    });
  });

  it("issue 14: approve, reject and reply change the product's rating and count at once, and are audited", async () => {
    const { skuId, productId, slug } = await kit.freshProduct();
    const ids: number[] = [];
    for (const rating of [5, 4, 2]) {
      const buyer = await kit.buyer(skuId);
      ids.push((await kit.add(buyer, { productId, rating })).json().responceObj.review.reviewId);
    }
    const queue = (await kit.admin("search", manager, { status: "pending", limit: 100 })).json().responceObj;
    expect(queue.reviews.map((r: { reviewId: number }) => r.reviewId)).toEqual(expect.arrayContaining(ids));
    expect(queue.pendingCount).toBeGreaterThanOrEqual(3);

    let res = await kit.admin("approve", manager, { reviewId: ids[0] });
    expect(res.json().responceObj).toMatchObject({ rating: 5, reviewCount: 1, review: { status: "approved" } });
    expect(await kit.product(slug)).toMatchObject({ rating: 5, reviewCount: 1 });
    await kit.admin("approve", manager, { reviewId: ids[1] });
    await kit.admin("approve", manager, { reviewId: ids[2] });
    expect(await kit.product(slug)).toMatchObject({ rating: 3.7, reviewCount: 3 });

    res = await kit.admin("reject", manager, { reviewId: ids[2] });
    expect(res.json().responceObj).toMatchObject({ rating: 4.5, reviewCount: 2, review: { status: "rejected" } });
    expect(await kit.product(slug)).toMatchObject({ rating: 4.5, reviewCount: 2 });

    res = await kit.admin("reply", manager, { reviewId: ids[0], reply: "Thank you, Aisha!" });
    expect(res.json().responceObj.review.reply).toBe("Thank you, Aisha!");
    const shown = (await kit.search(productId)).json().responceObj.reviews;
    expect(shown.find((r: { reviewId: number }) => r.reviewId === ids[0])).toMatchObject({
      reply: "Thank you, Aisha!",
    });

    const audit = await kit.rows<{ action: string }>(
      sql`select action from audit_log where entity = 'review' and entity_id = any(${`{${ids.join(",")}}`}::text[])
        order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      "review.approve",
      "review.approve",
      "review.approve",
      "review.reject",
      "review.reply",
    ]);
    expect((await kit.admin("approve", manager, { reviewId: 2_000_000 })).statusCode).toBe(404);
  });

  it("issue 14: search lists approved reviews only, with the right distribution, sorts and pages", async () => {
    const { skuId, productId } = await kit.freshProduct();
    const ids: number[] = [];
    for (const rating of [5, 5, 4, 1, 3]) {
      const buyer = await kit.buyer(skuId);
      ids.push((await kit.add(buyer, { productId, rating })).json().responceObj.review.reviewId);
    }
    for (const id of ids.slice(0, 4)) await kit.admin("approve", manager, { reviewId: id });
    await kit.admin("reject", manager, { reviewId: ids[3] });

    const all = (await kit.search(productId)).json().responceObj;
    expect(all).toMatchObject({ rating: 4.7, reviewCount: 3, totalCount: 3 });
    expect(all.distribution).toEqual({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 });
    expect(all.reviews.map((r: { reviewId: number }) => r.reviewId).sort()).toEqual(ids.slice(0, 3).sort());
    expect(all.reviews[0]).toMatchObject({ verified: true, authorName: "Test M." });

    const lowest = (await kit.search(productId, { sort: "lowest" })).json().responceObj.reviews;
    expect(lowest.map((r: { rating: number }) => r.rating)).toEqual([4, 5, 5]);
    const highest = (await kit.search(productId, { sort: "highest" })).json().responceObj.reviews;
    expect(highest.map((r: { rating: number }) => r.rating)).toEqual([5, 5, 4]);
    const page2 = (await kit.search(productId, { sort: "highest", paginationpayload: { from: 1, limit: 2 } })).json()
      .responceObj;
    expect(page2).toMatchObject({ totalCount: 3, reviews: [{ rating: 4 }] });
    expect((await kit.search(productId, { sort: "photos" })).json().responceObj).toMatchObject({
      reviews: [],
      totalCount: 0,
      reviewCount: 3,
    });
  });

  it('issue 14: the "Best rated" sort follows the real ratings', async () => {
    const a = await kit.freshProduct();
    const b = await kit.freshProduct();
    for (const [product, rating] of [
      [a, 3],
      [b, 5],
    ] as const) {
      const buyer = await kit.buyer(product.skuId);
      const id = (await kit.add(buyer, { productId: product.productId, rating })).json().responceObj.review.reviewId;
      await kit.admin("approve", manager, { reviewId: id });
    }
    const res = await kit.post("/api/v1/displayproducts/search", null, {
      sortpayload: { sortBy: "rating" },
      paginationpayload: { from: 0, limit: 100 },
    });
    const list = res.json().responceObj.products as Array<{ productId: number; rating: number; reviewCount: number }>;
    const rated = list.filter((p) => p.reviewCount > 0);
    const ranks = [b.productId, a.productId].map((id) => list.findIndex((p) => p.productId === id));
    expect(ranks[0]).toBeLessThan(ranks[1]!);
    expect(rated.every((p, i) => i === 0 || rated[i - 1]!.rating >= p.rating)).toBe(true);
    // Products without approved reviews have no rating and come after the rated ones.
    expect(list.slice(0, rated.length).every((p) => p.reviewCount > 0)).toBe(true);
  });
});
