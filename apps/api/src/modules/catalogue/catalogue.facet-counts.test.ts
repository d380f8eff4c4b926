import type { FacetName, FilterCriterion } from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileTestContext } from "../../../test/support/test-app";
import { adminProductsKit, asUpdate } from "../../../test/testkits/admin-products.testkit";
import { catalogueClient } from "../../../test/testkits/catalogue.testkit";
import type { Headers } from "../../../test/testkits/checkout.testkit";

/**
 * Issue 17: the facets of an unfiltered category page come from category_facet_counts (migration 0031), which
 * products' triggers keep. They must always equal what scanning the products gives.
 */
const ctx = fileTestContext();
const kit = adminProductsKit(ctx);
const api = catalogueClient(ctx);
let manager: Headers;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
});

type Count = { categoryId: number; facet: string; value: string; n: number };
const byKey = (a: Count, b: Count) =>
  a.categoryId - b.categoryId || a.facet.localeCompare(b.facet) || a.value.localeCompare(b.value);

/** The stored counts and the same counts recomputed from the products, as sorted lists. */
async function storedAndScanned() {
  const stored = await api.rows<Count>(sql`select category_id as "categoryId", facet, value, n
    from category_facet_counts where n <> 0`);
  const scanned = await api.rows<Count>(sql`select p.category_id as "categoryId", f.facet, f.value, count(*)::int as n
    from products p, catalogue_facet_values(p) f where p.listed group by 1, 2, 3`);
  return { stored: stored.sort(byKey), scanned: scanned.sort(byKey) };
}

async function expectStoredCountsExact() {
  const { stored, scanned } = await storedAndScanned();
  expect(stored).toEqual(scanned);
}

const category = (slug: string): FilterCriterion => ({ filterBy: "category", filtervalue: slug, filtercond: "equal" });
// A filter every product passes: the query is no longer "a category alone", so its facets are scanned.
const everyPrice: FilterCriterion = { filterBy: "price", filtervalue: "0-", filtercond: "equal" };

/** The storefront's facets of a category page (stored counts) equal those of the same page counted by scanning. */
async function expectPagesMatchScan(slugs: string[]) {
  for (const slug of ["", ...slugs]) {
    const only = slug ? [category(slug)] : [];
    const fromCounts = await api.search({ filtercriteria: only.length ? only : undefined });
    const scanned = await api.search({ filtercriteria: [...only, everyPrice] });
    expect(fromCounts.totalCount, slug).toBe(scanned.totalCount);
    expect(fromCounts.facets, slug).toEqual(scanned.facets);
    const counted = await api.only({ filtercriteria: only.length ? only : undefined });
    expect(counted.totalCount, slug).toBe(scanned.totalCount);
  }
}

describe("facet counts kept per category", () => {
  it("a page with one facet filter (a category or not) counts its category facet from them, as a scan does", async () => {
    const { facets } = await api.search({});
    const facet = (filterBy: FacetName, values: string[]): FilterCriterion => ({
      filterBy,
      filtervalue: values.join(","),
      filtercond: "in",
    });
    const size = facets.size[0]!.value;
    const colour = facets.potColour[0]!.value;
    const filters = [
      facet("light", ["low"]),
      facet("light", ["low", "bright_indirect"]),
      facet("watering", ["moderate"]),
      facet("petSafe", ["true"]),
      facet("petSafe", ["false"]),
      facet("inStock", ["true"]),
      facet("onSale", ["true"]),
      facet("size", [size]),
      facet("potColour", [colour]),
      facet("tag", [facets.tag[0]!.value]),
    ];
    let found = 0;
    for (const slug of ["", facets.category[0]!.value, facets.category.at(-1)!.value]) {
      for (const filter of filters) {
        const criteria = slug ? [category(slug), filter] : [filter];
        const fromCounts = await api.search({ filtercriteria: criteria });
        const scanned = await api.search({ filtercriteria: [...criteria, everyPrice] });
        if (fromCounts.totalCount > 0) found++;
        expect(fromCounts.facets, `${slug} ${filter.filterBy} ${filter.filtervalue}`).toEqual(scanned.facets);
      }
    }
    expect(found).toBeGreaterThan(filters.length * 2);
  });

  it("after the seed, the stored counts and the storefront's category pages equal a scan of the products", async () => {
    await expectStoredCountsExact();
    const { facets } = await api.search({});
    expect(facets.category.length).toBeGreaterThan(3);
    // Parents (counts rolled up over their children) and leaves.
    await expectPagesMatchScan(facets.category.map((c) => c.value));
  });

  it("follow creating, editing, moving, archiving and restoring a product in the back office", async () => {
    const { facets } = await api.search({});
    const [first, second] = await api.rows<{ id: number; slug: string }>(
      sql`select id, slug from categories order by id limit 2`,
    );
    const draft = await kit.saved(
      "create",
      manager,
      await kit.input("Facetwort", { categoryId: first!.id, tags: ["facet-new", "palm", "facet-new"] }),
    );
    // A tag given twice is saved once (the tag facet counts products).
    expect(draft.tags).toEqual(["facet-new", "palm"]);
    await expectStoredCountsExact();
    const active = await kit.saved("update", manager, asUpdate(draft, { status: "active" }));
    await expectStoredCountsExact();
    await api.rows(sql`update skus set stock = 5 where product_id = ${draft.id}`);
    await expectStoredCountsExact();
    const moved = await kit.saved(
      "update",
      manager,
      asUpdate(active, { categoryId: second!.id, tags: ["facet-moved"], light: "low", petSafe: false }),
    );
    await expectStoredCountsExact();
    await expectPagesMatchScan([first!.slug, second!.slug, facets.category[0]!.value]);
    const archived = await kit.saved("archive", manager, { id: moved.id, version: moved.version });
    await expectStoredCountsExact();
    await expectPagesMatchScan([second!.slug]);
    await kit.saved("restore", manager, { id: archived.id, version: archived.version });
    await expectStoredCountsExact();
    await expectPagesMatchScan([second!.slug]);
  });

  it("follow SKU writes that change stock, discount and pots, one product or many in one statement", async () => {
    const [product] = await api.rows<{ id: number }>(sql`select id from products where listed order by id limit 1`);
    await api.rows(sql`update skus set stock = 0 where product_id = ${product!.id}`);
    await expectStoredCountsExact();
    await api.rows(sql`update skus set stock = 3, pot_colour = 'teal' where product_id = ${product!.id}`);
    await expectStoredCountsExact();
    // A sale on a whole category at once, then its end.
    await api.rows(sql`update skus set discount_pct = 25
      where product_id in (select id from products where category_id = (select min(category_id) from products))`);
    await expectStoredCountsExact();
    await api.rows(sql`update skus set discount_pct = 0 where discount_pct = 25`);
    await expectStoredCountsExact();
    // A SKU deactivated: the product may lose a size, a colour, or its listing.
    await api.rows(sql`update skus set is_active = false where id = (select min(id) from skus where is_active)`);
    await expectStoredCountsExact();
  });

  it("follow a product deleted, and updates that change nothing counted write nothing", async () => {
    const before = await api.rows<{ xmin: string }>(sql`select xmin::text from category_facet_counts order by 1`);
    await api.rows(sql`update products set popularity = popularity + 1, rating = rating where listed`);
    const after = await api.rows<{ xmin: string }>(sql`select xmin::text from category_facet_counts order by 1`);
    expect(after).toEqual(before);
    const [gone] = await api.rows<{ id: number }>(sql`select id from products where listed order by id desc limit 1`);
    await api.rows(sql`delete from products where id = ${gone!.id}`);
    await expectStoredCountsExact();
  });
});
