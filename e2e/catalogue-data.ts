import type { APIRequestContext } from "@playwright/test";
import { envelope } from "../apps/api/test/support/envelope";
import { aed, unitFils } from "../apps/api/test/support/money";

export interface WireSku {
  skuId: number;
  code: string;
  options: { potSize: string | null; potColour: string | null };
  price: number;
  discount: number;
  stock: number;
}

/** The product as the API has it (for expected prices and stock; the seed's stock is generated). */
export async function productFromApi(request: APIRequestContext, slug: string, lang = "en") {
  const response = await request.post("/api/v1/displayproducts/product", {
    data: envelope({ slug, lang }),
  });
  const body = await response.json();
  return body.responceObj.product as {
    productId: number;
    name: string;
    rating: number;
    reviewCount: number;
    category: { slug: string };
    skus: WireSku[];
  };
}

/** What the page shows for a SKU's price: "AED 55.00", after the discount. */
export function shownPrice(sku: WireSku): string {
  return aed(unitFils(sku));
}

/** Two SKUs of one colour that differ in pot size and price (so a size change shows a new price). */
export function sizePair(skus: WireSku[]): [WireSku, WireSku] {
  for (const a of skus) {
    for (const b of skus) {
      if (
        a.options.potColour === b.options.potColour &&
        a.options.potSize !== b.options.potSize &&
        shownPrice(a) !== shownPrice(b) &&
        a.stock > 0 &&
        b.stock > 0 &&
        a.stock <= 5 !== b.stock <= 5
      ) {
        return [a, b];
      }
    }
  }
  const inStock = skus.filter((sku) => sku.stock > 0);
  return [inStock[0]!, inStock.find((sku) => sku.options.potSize !== inStock[0]!.options.potSize)!];
}
