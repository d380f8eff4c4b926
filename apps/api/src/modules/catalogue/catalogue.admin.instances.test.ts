import { beforeAll, describe, expect, it } from "vitest";
import { envelope, fileTestContext, otherInstance } from "../../../test/support/test-app";
import { adminProductsKit } from "../../../test/testkits/admin-products.testkit";
import type { Headers } from "../../../test/testkits/checkout.testkit";

/**
 * Issue 13 "Products": publishing and archiving reach every instance's caches at once. A second app on the same
 * database stands for another instance: its product page and search caches follow the first one's saves.
 */
const ctx = fileTestContext();
const kit = adminProductsKit(ctx);
const other = otherInstance(ctx);
let manager: Headers;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
});

/** What the other instance answers for a product page and a text search. */
async function seenByOther(slug: string, word: string) {
  const page = await other().inject({
    method: "POST",
    url: "/api/v1/displayproducts/product",
    payload: envelope({ slug }),
  });
  const search = await other().inject({
    method: "POST",
    url: "/api/v1/displayproducts/searchonlyproducts",
    payload: envelope({ filtercriteria: [{ filterBy: "productName", filtervalue: word, filtercond: "equal" }] }),
  });
  // The sitemap: a demo-sized catalogue's products are all in its first part.
  const sitemap = await other().inject({ method: "GET", url: "/sitemap-1.xml" });
  const listed = sitemap.body.includes(`/shop/product/${slug}<`);
  return { page: page.statusCode, found: search.json().responceObj.totalCount as number, listed };
}

/** Past the one-second interval at which an instance reads the catalogue's last change. */
const nextCheck = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe("the storefront caches of another instance", () => {
  it("show a product (page, search, sitemap) once it is published and drop it once archived", async () => {
    const active = await kit.saved("create", manager, await kit.input("Twinstance", { status: "active" }));
    expect(await seenByOther(active.slug, "Twinstance")).toEqual({ page: 200, found: 1, listed: true });

    const archived = await kit.saved("archive", manager, { id: active.id, version: active.version });
    await nextCheck();
    expect(await seenByOther(active.slug, "Twinstance")).toEqual({ page: 404, found: 0, listed: false });

    await kit.saved("restore", manager, { id: active.id, version: archived.version });
    await nextCheck();
    expect(await seenByOther(active.slug, "Twinstance")).toEqual({ page: 200, found: 1, listed: true });
  });
});
