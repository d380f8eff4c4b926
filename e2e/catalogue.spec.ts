import { productFromApi, shownPrice, sizePair } from "./catalogue-data";
import { scriptsOutsidePolicy } from "./script-policy";
import { expect, test } from "./test";

test("search as you type: a suggestion opens with the keyboard", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Search products" }).first().click();
  const field = page.getByRole("combobox", { name: "Product name" });
  await expect(field).toBeFocused();
  await field.fill("monst");
  const suggestion = page.getByRole("option", { name: /Monstera Deliciosa/ });
  await expect(suggestion).toBeVisible();
  await expect(field).toHaveAttribute("aria-expanded", "true");
  await field.press("ArrowDown");
  await expect(field).toHaveAttribute("aria-activedescendant", /.+/);
  await expect(page.getByRole("option", { selected: true })).toContainText("Monstera Deliciosa");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/shop\/product\/monstera-deliciosa$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Monstera Deliciosa");
});

test("SPEC 2: a plain search still goes to the results, which can be filtered too", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Search products" }).first().click();
  await page.getByRole("combobox", { name: "Product name" }).fill("palm");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/collection\/productName\/palm$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("palm");
  await page.getByRole("checkbox", { name: /In stock only/ }).check();
  await expect(page).toHaveURL(/productName\/palm\?inStock=true$/);
});

test("filter, sort and page through a collection, all kept in the address", async ({ page }) => {
  await page.goto("/shop/collection/left/sidebar?category=indoor-plants");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Indoor Plants");
  const count = page.getByText(/^Products found: \d+$/);
  const before = await count.textContent();

  await page.getByRole("checkbox", { name: /In stock only/ }).check();
  await expect(page).toHaveURL(/category=indoor-plants&inStock=true$/);
  await expect(count).not.toHaveText(before ?? "");
  await expect(page.getByRole("region", { name: "Active filters" }).getByRole("link")).toHaveCount(3);

  await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
  await expect(page).toHaveURL(/category=indoor-plants&inStock=true&sort=price_asc$/);
  const prices = page.locator(".product-card .price__now");
  await expect
    .poll(async () => {
      const values = (await prices.allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, "")));
      return values.length === 16 && values.every((value, i) => i === 0 || values[i - 1]! <= value);
    })
    .toBe(true);

  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/category=indoor-plants&inStock=true&sort=price_asc&page=2$/);
  await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("checkbox", { name: /In stock only/ })).toBeChecked();

  // The shared address renders the same page on the server.
  const html = await (await page.request.get(page.url())).text();
  expect(html).toContain("<title>Indoor Plants – Page 2 | Bustan</title>");
  expect(html).toMatch(
    /<link rel="canonical" href="http:\/\/[^"]+\/shop\/collection\/left\/sidebar\?category=indoor-plants&amp;page=2"/,
  );
});

test("filters that match nothing offer a way back", async ({ page }) => {
  await page.goto("/shop/collection/no/sidebar?category=herbs&minPrice=5000");
  await expect(page.getByRole("heading", { name: "No products match these filters" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Popular categories" }).getByRole("link").first()).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Clear all filters" }).first().click();
  await expect(page).toHaveURL(/\/shop\/collection\/no\/sidebar$/);
  await expect(page.getByText(/^Products found: \d+$/)).not.toHaveText("Products found: 0");
});

test("the infinite scroll page loads the next page near the end of the list", async ({ page }) => {
  await page.goto("/shop/collection/infinitescroll");
  const cards = page.locator(".product-grid > li");
  await expect(cards).toHaveCount(16);
  await page.getByRole("button", { name: "Load more" }).scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(32);
  await expect(page.getByText(/^Showing 32 of \d+ products$/)).toBeVisible();
  expect(page.url()).not.toContain("page=");
});

test("a product page: options change price, stock and the SKU in the address", async ({ page, request }) => {
  const product = await productFromApi(request, "monstera-deliciosa");
  const [first, second] = sizePair(product.skus);
  await page.goto(`/shop/product/monstera-deliciosa?sku=${first.skuId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Monstera Deliciosa");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Indoor Plants");
  const summary = page.locator(".product-summary");
  await expect(summary.locator(".price__now")).toHaveText(shownPrice(first));

  await page.getByRole("radio", { name: second.options.potSize ?? "" }).check();
  await expect(page).toHaveURL(new RegExp(`sku=${second.skuId}$`));
  await expect(summary.locator(".price__now")).toHaveText(shownPrice(second));
  const stock = second.stock <= 5 ? `Only ${second.stock} left` : "In stock";
  await expect(summary.getByText(stock, { exact: true })).toBeVisible();
  // Issue 14: stars only when approved reviews exist.
  await expect(summary.getByRole("img", { name: /^Rating: [\d.]+ out of 5 stars$/ })).toHaveCount(
    product.reviewCount > 0 ? 1 : 0,
  );
  await expect(page.getByRole("heading", { name: "Care guide" })).toBeVisible();

  // A sold-out SKU cannot be added.
  const soldOut = product.skus.find((sku) => sku.stock === 0);
  if (soldOut) {
    await page.goto(`/shop/product/monstera-deliciosa?sku=${soldOut.skuId}`);
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeDisabled();
    await expect(page.getByText(/This option is sold out/)).toBeVisible();
  }
});

test("add to compare (at most four) and compare two side by side", async ({ page }) => {
  await page.goto("/shop/collection/left/sidebar?category=foliage-plants");
  await page.getByRole("button", { name: "Add to compare: Monstera Deliciosa" }).click();
  await page.getByRole("button", { name: "Add to compare: Fiddle Leaf Fig" }).click();
  await expect(page.getByRole("button", { name: "Add to compare: Fiddle Leaf Fig" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("link", { name: "Compare (2/4)" }).click();
  await expect(page).toHaveURL(/\/pages\/compare\/one$/);
  const table = page.getByRole("table", { name: "Products compared side by side" });
  await expect(table.getByRole("columnheader", { name: /Monstera Deliciosa/ })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: /Fiddle Leaf Fig/ })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Watering" })).toBeVisible();

  // Kept across visits; the card view shows the same products.
  await page.goto("/pages/compare/two");
  await expect(page.getByRole("link", { name: /Fiddle Leaf Fig/ })).toBeVisible();
  await page.getByRole("button", { name: "Remove Fiddle Leaf Fig from the comparison" }).click();
  await expect(page.getByRole("link", { name: /Fiddle Leaf Fig/ })).toHaveCount(0);
  await expect(page.getByText("Products compared: 1 of 4")).toBeVisible();

  // A fifth product does not fit.
  await page.goto("/shop/collection/left/sidebar?category=foliage-plants");
  // One is kept from before: three more fill the list, the next one does not fit.
  const notAdded = page.getByRole("button", { name: /^Add to compare: /, pressed: false });
  for (let i = 0; i < 4; i += 1) await notAdded.first().click();
  await expect(page.getByText("You can compare up to 4 products. Remove one first.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Compare (4/4)" })).toBeVisible();
});

test("SPEC 4: add to cart (the same SKU again replaces its quantity) and to the wish list", async ({ page }) => {
  await page.goto("/shop/product/fiddle-leaf-fig");
  const cart = page.getByRole("banner").getByRole("link", { name: /^Cart, \d+ items?$/ });
  await expect(cart).toHaveAccessibleName("Cart, 0 items");
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expect(page.getByLabel("Quantity")).toHaveValue("2");
  await page.getByRole("button", { name: "Add to cart" }).click();
  // Issue 16: the cart drawer opens with the line; the count is the number of items.
  const drawer = page.getByRole("dialog", { name: "Added to your cart" });
  await expect(drawer.getByRole("status")).toHaveText(/^Added to cart: Fiddle Leaf Fig/);
  await page.keyboard.press("Escape");
  await expect(cart).toHaveAccessibleName("Cart, 2 items");

  await page.getByLabel("Quantity").fill("3");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(drawer).toContainText("3 ×");
  await page.keyboard.press("Escape");
  await expect(cart).toHaveAccessibleName("Cart, 3 items");
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cartItems") ?? "[]"));
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ qty: 3, product: { slug: "fiddle-leaf-fig" } });
  expect(stored[0].skuId).toBe(stored[0].sku.skuId);

  await page.getByRole("button", { name: "Add to wish list" }).click();
  await expect(page.getByText(/^Added to your wish list: Fiddle Leaf Fig/)).toBeVisible();
  await page.getByRole("button", { name: "Add to wish list" }).click();
  await expect(page.getByText(/^Already in your wish list: Fiddle Leaf Fig/)).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("wishlistItems") ?? "[]").length)).toBe(1);
});

test("the product page's HTML carries its title, price, sharing tags and JSON-LD before any script runs", async ({
  request,
}) => {
  const product = await productFromApi(request, "monstera-deliciosa");
  const response = await request.get("/shop/product/three/column/monstera-deliciosa");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("<title>Monstera Deliciosa | Bustan</title>");
  expect(html).toContain('<h1 class="product-summary__name">Monstera Deliciosa</h1>');
  const sku = product.skus.find((s) => s.stock > 0) ?? product.skus[0]!;
  expect(html).toContain(shownPrice(sku));
  const origin = new URL(response.url()).origin;
  expect(html).toContain(`<link rel="canonical" href="${origin}/shop/product/monstera-deliciosa"/>`);
  expect(html).toMatch(/<link rel="alternate" hrefLang="ar" href="[^"]+\/shop\/product\/monstera-deliciosa\?lang=ar"/i);
  expect(html).toContain('<meta property="og:type" content="product"/>');
  expect(html).toContain('<meta property="og:title" content="Monstera Deliciosa"/>');
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="${origin}/media/products/[^"]+-960\\.webp"/>`));
  expect(html).toContain('<meta property="product:price:currency" content="AED"/>');
  expect(html).toMatch(/<meta property="product:price:amount" content="\d+\.\d{2}"\/>/);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(html).toMatch(/<img[^>]*fetchPriority="high"/i);

  // JSON-LD, allowed by the page's script policy (issue 17: a shared page lists its scripts' hashes).
  expect(scriptsOutsidePolicy(response.headers()["content-security-policy"] ?? "", html)).toEqual([]);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)];
  expect(blocks.length).toBe(2);
  const data = blocks.map(([, json]) => JSON.parse(json ?? ""));
  const ld = data.find((item) => item["@type"] === "Product");
  expect(ld).toMatchObject({ "@context": "https://schema.org", name: "Monstera Deliciosa" });
  expect(ld.offers.length).toBe(product.skus.length);
  expect(ld.offers[0]).toMatchObject({
    "@type": "Offer",
    priceCurrency: "AED",
    price: expect.stringMatching(/^\d+\.\d{2}$/),
  });
  expect(ld.offers.map((o: { availability: string }) => o.availability)).toEqual(
    product.skus.map((s) => (s.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock")),
  );
  // Issue 14: aggregateRating only from approved reviews, with their values.
  if (product.reviewCount > 0) {
    expect(ld.aggregateRating).toMatchObject({
      "@type": "AggregateRating",
      bestRating: 5,
      ratingValue: product.rating,
      reviewCount: product.reviewCount,
    });
  } else expect(ld.aggregateRating).toBeUndefined();
  expect(data.find((item) => item["@type"] === "BreadcrumbList").itemListElement.length).toBeGreaterThan(2);
});

test("an unknown product is a 404 page with ways back", async ({ page, request }) => {
  const response = await request.get("/shop/product/no-such-plant-here");
  expect(response.status()).toBe(404);
  await page.goto("/shop/product/no-such-plant-here");
  await expect(page.getByRole("heading", { level: 1, name: "Product not found" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Browse the shop" }).click();
  await expect(page).toHaveURL(/\/shop\/collection\/left\/sidebar$/);
});

test("/pages/collection lists every category", async ({ page }) => {
  await page.goto("/pages/collection");
  await expect(page.getByRole("heading", { level: 1, name: "All categories" })).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("link", { name: /^Indoor Plants/ })
    .click();
  await expect(page).toHaveURL(/\/shop\/collection\/left\/sidebar\?category=indoor-plants$/);
});
