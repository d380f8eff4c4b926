import { describe, expect, it } from "vitest";
import type { CardProduct } from "../catalogue";
import { othersThan, pushRecent } from "./recently-viewed";

const card = (productId: number): CardProduct => ({
  productId,
  slug: `p${productId}`,
  name: `P${productId}`,
  image: null,
  price: 1000,
  discount: 0,
  inStock: true,
});

describe("recently viewed", () => {
  it("keeps the newest first without duplicates, and shows the last 8 other than the current one", () => {
    let list: CardProduct[] = [];
    for (let id = 1; id <= 12; id += 1) list = pushRecent(list, card(id));
    list = pushRecent(list, card(7));
    expect(list.map((p) => p.productId)).toEqual([7, 12, 11, 10, 9, 8, 6, 5, 4]);
    expect(othersThan(list, 7).map((p) => p.productId)).toEqual([12, 11, 10, 9, 8, 6, 5, 4]);
  });
});
