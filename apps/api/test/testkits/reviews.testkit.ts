import type { OrderStatus } from "@shop/shared";
import { sql } from "drizzle-orm";
import { type Member, registerMember } from "../support/members";
import type { TestContext } from "../support/test-app";
import { ordersClient } from "./orders.testkit";

/**
 * Helpers of the reviews tests (not a test file itself): shoppers with orders in a given state (the orders
 * testkit's fixture), the review calls, and the product as the catalogue shows it.
 */
export function reviewsClient(ctx: () => TestContext) {
  const orders = ordersClient(ctx);

  const kit = {
    ...orders,

    /** A listed product with a SKU in stock not used before in this file: its product id, SKU id and slug. */
    async freshProduct() {
      const [skuId] = await orders.freshSkus(1, 5);
      const [row] = await orders.rows<{ productId: number; slug: string }>(sql`
        select p.id as "productId", p.slug from skus s join products p on p.id = s.product_id where s.id = ${skuId}`);
      return { skuId: skuId!, productId: Number(row!.productId), slug: row!.slug };
    },

    /** A registered shopper with an order of the SKU in `status` (delivered by default). */
    async buyer(skuId: number, status: OrderStatus = "delivered", name?: string): Promise<Member> {
      const member = await registerMember(ctx(), name ? { name } : {});
      await orders.placeOrder({ userId: member.user.id, status, lines: [{ skuId, qty: 1 }] });
      return member;
    },

    add(member: Member | null, review: { productId: number; rating: number; title?: string; text?: string }) {
      return orders.post(
        "/api/v2/reviews/add",
        member?.headers ?? null,
        { title: "Lovely plant", text: "Arrived healthy and well packed.", ...review },
        member?.remoteAddress,
      );
    },

    mine(member: Member, productId: number) {
      return orders.post("/api/v2/reviews/mine", member.headers, { productId }, member.remoteAddress);
    },

    search(productId: number, extra: Record<string, unknown> = {}) {
      return orders.post("/api/v1/reviews/search", null, { productId, ...extra });
    },

    admin(action: "search" | "approve" | "reject" | "reply", headers: Record<string, string>, payload?: unknown) {
      return orders.post(`/api/v1/admin/reviews/${action}`, headers, payload);
    },

    /** The product as its page shows it (rating and reviewCount). */
    async product(slug: string): Promise<{ productId: number; rating: number; reviewCount: number }> {
      const res = await orders.post("/api/v1/displayproducts/product", null, { slug });
      return res.json().responceObj.product;
    },
  };
  return kit;
}
