import { discountedPrice, type ProductDetail, type PublicReview, type Sku } from "@shop/shared";
import { absoluteUrl } from "../../shell/seo/seo-links";

/** Fils as a decimal string in AED: 5500 -> "55.00" (schema.org prices are plain numbers as text). */
export function filsToDecimal(fils: number): string {
  const whole = Math.floor(Math.abs(fils) / 100);
  const cents = String(Math.abs(fils) % 100).padStart(2, "0");
  return `${fils < 0 ? "-" : ""}${whole}.${cents}`;
}

const IN_STOCK = "https://schema.org/InStock";
const OUT_OF_STOCK = "https://schema.org/OutOfStock";

function offer(sku: Sku, url: string) {
  const options = [sku.options.potSize, sku.options.potColour].filter(Boolean).join(", ");
  return {
    "@type": "Offer",
    sku: sku.code,
    ...(options ? { name: options } : {}),
    price: filsToDecimal(discountedPrice(sku.price, sku.discount)),
    priceCurrency: "AED",
    availability: sku.stock > 0 ? IN_STOCK : OUT_OF_STOCK,
    itemCondition: "https://schema.org/NewCondition",
    url: `${url}?sku=${sku.skuId}`,
  };
}

/** schema.org Review of an approved review (plain text, as shown). */
function reviewLd(review: PublicReview) {
  return {
    "@type": "Review",
    reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    name: review.title,
    reviewBody: review.text,
    author: { "@type": "Person", name: review.authorName },
    datePublished: review.createdAt.slice(0, 10),
  };
}

/**
 * schema.org Product: every SKU as an Offer in AED, with availability; the aggregate rating and the first
 * approved reviews only when the product has approved reviews (issue 14: nothing invented).
 */
export function productJsonLd(
  product: ProductDetail,
  origin: string,
  canonical: string,
  brand: string,
  reviews: readonly PublicReview[] = [],
) {
  const offers = product.skus.map((sku) => offer(sku, canonical));
  if (offers.length === 0) {
    offers.push({
      "@type": "Offer",
      sku: product.slug,
      price: filsToDecimal(discountedPrice(product.price, product.discount)),
      priceCurrency: "AED",
      availability: OUT_OF_STOCK,
      itemCondition: "https://schema.org/NewCondition",
      url: canonical,
    });
  }
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    url: canonical,
    sku: product.skus[0]?.code ?? product.slug,
    image: product.images.map((image) => absoluteUrl(origin, image.src)),
    category: product.category.name,
    brand: { "@type": "Brand", name: brand },
    offers,
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
          ...(reviews.length > 0 ? { review: reviews.map(reviewLd) } : {}),
        }
      : {}),
  };
}

/** schema.org BreadcrumbList; the last item (the page itself) has no link of its own. */
export function breadcrumbJsonLd(items: ReadonlyArray<{ name: string; url?: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      ...(item.url ? { item: item.url } : {}),
    })),
  };
}
