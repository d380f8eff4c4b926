import { afterEach, describe, expect, it, vi } from "vitest";
import { loadProduct } from "../product/index.server";
import { loadCollection } from "./collection-data.server";

const category = (categoryId: number, slug: string, productCount: number, parentId: number | null = null) => ({
  categoryId,
  slug,
  name: slug.toUpperCase(),
  parentId,
  image: null,
  productCount,
});
const categories = [category(1, "palms", 12), category(2, "cacti", 30), category(3, "small-palms", 5, 1)];
const ok = (responceObj: unknown) => Response.json({ status: "SUCCESS", responceObj });
const notFound = () =>
  Response.json({ status: "FAILURE", errorList: [{ code: "NOT_FOUND", message: "not found" }] }, { status: 404 });

/** The API as the loaders see it: the category list, an empty search, and no product at all. */
function stubApi({ categoriesFail = false } = {}) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL) => {
      const url = String(input);
      if (url.includes("/home/cat-list"))
        return categoriesFail ? new Response("down", { status: 503 }) : ok({ categories });
      if (url.includes("/displayproducts/product")) return notFound();
      return ok({ products: [], totalCount: 0, facets: null });
    }),
  );
}

/** What a loader threw with `data(payload, { status })`: React Router makes it the error response. */
async function thrownBy(promise: Promise<unknown>) {
  const thrown = (await promise.then(
    () => null,
    (error: unknown) => error,
  )) as { data?: { categories: Array<{ slug: string }> }; init?: { status?: number } } | null;
  if (!thrown?.init) throw new Error("expected a thrown data() answer");
  return { status: thrown.init.status, data: thrown.data ?? { categories: [] } };
}

describe("DESIGN unknown paths: 404 answers carry the popular categories", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("issue 14: a collection of an unknown category answers 404 with the top-level categories by size", async () => {
    stubApi();
    const error = await thrownBy(
      loadCollection(new Request("http://shop.test/shop/collection/left/sidebar?category=no-such"), "en"),
    );
    expect(error.status).toBe(404);
    expect(error.data.categories.map((c) => c.slug)).toEqual(["cacti", "palms"]);
  });

  it("issue 14: a known category (even next to an unknown one) is a page, and so is any category while the list is down", async () => {
    stubApi();
    const page = await loadCollection(
      new Request("http://shop.test/shop/collection/left/sidebar?category=small-palms&category=gone"),
      "en",
    );
    expect(page.state.lists.category).toEqual(["gone", "small-palms"]);
    stubApi({ categoriesFail: true });
    const degraded = await loadCollection(
      new Request("http://shop.test/shop/collection/left/sidebar?category=x"),
      "en",
    );
    expect(degraded.categories).toEqual([]);
  });

  it("issue 14: an unknown product slug answers 404 with the popular categories", async () => {
    stubApi();
    const error = await thrownBy(loadProduct(new Request("http://shop.test/shop/product/no-such"), "no-such", "en"));
    expect(error.status).toBe(404);
    expect(error.data).toMatchObject({ slug: "no-such", categories: [{ slug: "cacti" }, { slug: "palms" }] });
  });
});
