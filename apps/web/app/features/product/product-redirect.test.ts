import type { ProductPageResponse } from "@shop/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadProduct } from "./product-data.server";

/** What the API answers for a former slug: the product's current page, with redirectTo its current slug. */
const page: ProductPageResponse = {
  product: {
    productId: 7,
    slug: "newname-palm",
    name: "Newname Palm",
    description: "",
    careText: "",
    category: { categoryId: 1, slug: "palms", name: "Palms" },
    tags: [],
    images: [],
    price: 12_500,
    discount: 0,
    rating: 0,
    reviewCount: 0,
    care: { light: null, watering: null, difficulty: null, petSafe: null, matureSize: null },
    skus: [],
    createdAt: "2026-11-25T00:00:00.000Z",
  },
  related: [],
  breadcrumbs: [],
  redirectTo: "newname-palm",
};

describe("the product page of a former slug", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("issue 13: answers 301 to /shop/product/<current slug>, keeping the query", async () => {
    const fetchMock = vi.fn(async () => Response.json({ status: "SUCCESS", responceObj: page }));
    vi.stubGlobal("fetch", fetchMock);
    const request = new Request("http://shop.test/shop/product/oldname-palm?sku=3");
    const thrown = await loadProduct(request, "oldname-palm", "en").catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get("location")).toBe("/shop/product/newname-palm?sku=3");
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).payload.requestPayload).toEqual({ slug: "oldname-palm", lang: "en" });
  });

  it("answers the page itself for the current slug", async () => {
    const { redirectTo: _r, ...current } = page;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ status: "SUCCESS", responceObj: current })),
    );
    const data = await loadProduct(new Request("http://shop.test/shop/product/newname-palm"), "newname-palm", "en");
    expect(data.product.slug).toBe("newname-palm");
  });
});
