import { MAX_ADD_QTY } from "@shop/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fileTestContext } from "../../../test/support/test-app";
import { checkoutKit, guest } from "../../../test/testkits/checkout.testkit";
import { discountCodesKit } from "../../../test/testkits/discount-codes.testkit";
import { getPage, hasWebBuild, webBuildDir } from "./page-cache.testkit";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!hasWebBuild)(
  "issue 17: an order empties the page cache only when it changes what a page shows",
  () => {
    const ctx = fileTestContext({ webBuildDir });
    const kit = checkoutKit(ctx);
    const codes = discountCodesKit(kit);

    /** A guest's COD order of `qty` of the SKU with the code, at the total its quote gives; answers the order. */
    async function order(skuId: number, qty: number, discountCode?: string) {
      const lines = [{ skuId, qty }];
      const quote = await kit.quote({ lines, emirate: "dubai", discountCode });
      expect(quote.statusCode, quote.body).toBe(200);
      const body = kit.guestOrder({ contact: guest("page-cache@example.com"), lines, discountCode });
      const res = await kit.placeOrder({ ...body, expectedTotal: quote.json().responceObj.total });
      expect(res.statusCode, res.body).toBe(200);
    }

    it("issue 17: orders that leave the shown stock as it is keep the product page cached; the one that shows keeps the rule", async () => {
      const skuId = await kit.sku({ price: 5000, stock: MAX_ADD_QTY + 2 });
      const codeId = await codes.code({ code: "PAGECACHE10" });
      const [product] = await kit.rows<{ slug: string }>(
        sql`select p.slug from products p join skus s on s.product_id = p.id where s.id = ${skuId}`,
      );
      const url = `/shop/product/${product?.slug}?sku=${skuId}`;
      // Past the two seconds after the set-up's changes in which pages are rendered again anyway (SETTLE_MS).
      await sleep(2100);
      expect((await getPage(ctx().app, url)).state).toBe("miss");
      const cached = await getPage(ctx().app, url);
      expect(cached.state).toBe("hit");

      // MAX_ADD_QTY + 2 -> + 1 with a discount code's use, then -> MAX_ADD_QTY: nothing a page shows has changed.
      await order(skuId, 1, "PAGECACHE10");
      await order(skuId, 1);
      const [left] = await kit.rows<{ stock: number }>(sql`select stock from skus where id = ${skuId}`);
      expect(left?.stock).toBe(MAX_ADD_QTY);
      expect((await codes.codeState(codeId)).used).toBe(1);
      await sleep(300);
      const after = await getPage(ctx().app, url);
      expect(after.state).toBe("hit");
      expect(after.body).toBe(cached.body);

      // One below MAX_ADD_QTY: the quantity picker's top changes, so the page's version moves (stale or rendered).
      await order(skuId, 1);
      await sleep(300);
      expect((await getPage(ctx().app, url)).state).not.toBe("hit");

      // Down to 3: "Only 3 left" shows within the rule's second, on a page rendered again.
      await order(skuId, MAX_ADD_QTY - 4);
      await sleep(1000);
      const low = await getPage(ctx().app, url);
      expect(low.state).not.toBe("hit");
      expect(low.body).toContain("Only 3 left");
    });
  },
);
