import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoReviews } from "../../../scripts/seed/reviews";
import { fileTestContext } from "../../../test/support/test-app";
import { reviewsClient } from "../../../test/testkits/reviews.testkit";

const ctx = fileTestContext();
const kit = reviewsClient(ctx);

describe("issue 14: the demo seed's reviews follow the shoppers' rules", () => {
  let written = 0;
  beforeAll(async () => {
    written = (await seedDemoReviews(ctx().database.db)).reviews;
  });

  it("issue 14: every demo review comes from a customer whose delivered order holds the product, one per product", async () => {
    expect(written).toBeGreaterThanOrEqual(10);
    const rows = await kit.rows<{ n: number; eligible: number; approved: number }>(sql`
      select count(*)::int as n,
        count(*) filter (where exists (select 1 from orders o join order_lines l on l.order_id = o.id
          where o.id = r.order_id and o.user_id = r.user_id and o.status = 'delivered'
            and l.product_id = r.product_id))::int as eligible,
        count(*) filter (where r.status = 'approved')::int as approved
      from product_reviews r`);
    expect(rows[0]).toEqual({ n: written, eligible: written, approved: written });
  });

  it("issue 14: each reviewed product's rating and count are those of its approved reviews, on the page and in search", async () => {
    const products = await kit.rows<{ productId: number; slug: string; avg: string; n: number }>(sql`
      select p.id as "productId", p.slug, round(avg(r.rating), 1)::text as avg, count(*)::int as n
        from product_reviews r join products p on p.id = r.product_id
       where r.status = 'approved' group by p.id, p.slug`);
    expect(products.length).toBeGreaterThanOrEqual(5);
    for (const p of products) {
      expect(await kit.product(p.slug)).toMatchObject({ rating: Number(p.avg), reviewCount: p.n });
      const search = (await kit.search(p.productId)).json().responceObj;
      expect(search).toMatchObject({ rating: Number(p.avg), reviewCount: p.n, totalCount: p.n });
    }
    // Running it again adds nothing (one review per product per customer).
    await seedDemoReviews(ctx().database.db);
    const [again] = await kit.rows<{ n: number }>(sql`select count(*)::int as n from product_reviews`);
    expect(again!.n).toBe(written);
  });
});
