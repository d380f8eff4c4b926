import { discountedPrice } from "@shop/shared";
import { metaText, rootLanguage, shopNameOf } from "../../shell/i18n/page-meta";
import { absoluteUrl, linkMeta } from "../../shell/seo/seo-links";
import type { ProductData } from "./product-data.server";
import { filsToDecimal } from "./product-json-ld";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

const LOCALES: Record<string, string> = { en: "en_AE", fr: "fr_FR", ar: "ar_AE" };

function shorten(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}

/** Title, description, canonical, hreflang, Open Graph (product) and Twitter card of a product page. */
export function productMeta(matches: ReadonlyArray<MatchLike | undefined>, data: ProductData | undefined) {
  const shop = shopNameOf(matches);
  if (!data) {
    return [
      { title: `${metaText(matches, "product.notFoundTitle")} | ${shop}` },
      { name: "robots", content: "noindex" },
    ];
  }
  const { product, links, origin } = data;
  const sku = product.skus.find((candidate) => candidate.skuId === data.initialSkuId);
  const price = sku ? discountedPrice(sku.price, sku.discount) : discountedPrice(product.price, product.discount);
  const inStock = sku ? sku.stock > 0 : false;
  const description = shorten(product.description);
  const image = product.images[0];
  const tags: Array<Record<string, string>> = [
    { title: `${product.name} | ${shop}` },
    { name: "description", content: description },
    ...linkMeta(links),
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: shop },
    { property: "og:locale", content: LOCALES[rootLanguage(matches)] ?? "en_AE" },
    { property: "og:title", content: product.name },
    { property: "og:description", content: description },
    { property: "product:price:amount", content: filsToDecimal(price) },
    { property: "product:price:currency", content: "AED" },
    { property: "product:availability", content: inStock ? "in stock" : "out of stock" },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: product.name },
    { name: "twitter:description", content: description },
  ];
  if (image) {
    const src = absoluteUrl(origin, image.src);
    tags.push(
      { property: "og:image", content: src },
      { property: "og:image:width", content: String(image.width) },
      { property: "og:image:height", content: String(image.height) },
      { property: "og:image:alt", content: image.alt },
      { name: "twitter:image", content: src },
      { name: "twitter:image:alt", content: image.alt },
    );
  }
  return tags;
}
