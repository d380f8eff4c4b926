import type { ProductDetail } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "../../shell/seo/json-ld";
import { breadcrumbJsonLd, filsToDecimal, productJsonLd } from "./product-json-ld";

const product: ProductDetail = {
  productId: 1,
  slug: "monstera-deliciosa",
  name: "Monstera </script><script>alert(1)</script>",
  description: "Split leaves & more",
  category: { categoryId: 7, slug: "foliage-plants", name: "Foliage Plants" },
  tags: [],
  images: [{ src: "/media/products/m-960.webp", srcset: "", width: 960, height: 960, alt: "Monstera" }],
  price: 5500,
  discount: 10,
  rating: 4.3,
  reviewCount: 100,
  care: { light: null, watering: null, difficulty: null, petSafe: null, matureSize: null },
  skus: [
    {
      skuId: 1,
      code: "MON-12",
      options: { potSize: "12 cm", potColour: "white" },
      price: 5500,
      discount: 10,
      stock: 2,
    },
    { skuId: 2, code: "MON-17", options: { potSize: "17 cm", potColour: null }, price: 9500, discount: 0, stock: 0 },
  ],
  createdAt: "2026-01-01T00:00:00.000Z",
  careText: "",
};

describe("JSON-LD", () => {
  it("escapes < so the data can never close its script element, and stays the same JSON", () => {
    const text = serializeJsonLd({ name: product.name, note: "a > b & c\u2028" });
    expect(text).not.toContain("<");
    expect(text).not.toContain("</script");
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual({ name: product.name, note: "a > b & c\u2028" });
  });

  it("Product with one Offer per SKU: AED decimal prices after discount, InStock / OutOfStock", () => {
    const data = productJsonLd(
      product,
      "https://shop.test",
      "https://shop.test/shop/product/monstera-deliciosa",
      "Bustan",
    );
    expect(data["@type"]).toBe("Product");
    expect(data.image).toEqual(["https://shop.test/media/products/m-960.webp"]);
    expect(data.offers).toEqual([
      expect.objectContaining({
        "@type": "Offer",
        sku: "MON-12",
        price: "49.50",
        priceCurrency: "AED",
        availability: "https://schema.org/InStock",
        url: "https://shop.test/shop/product/monstera-deliciosa?sku=1",
      }),
      expect.objectContaining({ price: "95.00", availability: "https://schema.org/OutOfStock" }),
    ]);
    expect(data.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.3,
      reviewCount: 100,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("leaves the rating out when there are no reviews", () => {
    const data = productJsonLd({ ...product, reviewCount: 0 }, "https://s.test", "https://s.test/p", "Bustan");
    expect("aggregateRating" in data).toBe(false);
  });

  it("issue 14: approved reviews become Review items beside aggregateRating, only when there are some", () => {
    const review = {
      reviewId: 7,
      rating: 4,
      title: "Healthy </script> plant",
      text: "Arrived well packed.",
      authorName: "Aisha K.",
      createdAt: "2026-11-20T08:00:00.000Z",
      verified: true,
      photos: [],
    };
    const data = productJsonLd(product, "https://s.test", "https://s.test/p", "Bustan", [review]);
    expect(data.review).toEqual([
      {
        "@type": "Review",
        reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
        name: "Healthy </script> plant",
        reviewBody: "Arrived well packed.",
        author: { "@type": "Person", name: "Aisha K." },
        datePublished: "2026-11-20",
      },
    ]);
    expect(serializeJsonLd(data)).not.toContain("</script>");
    const none = productJsonLd({ ...product, reviewCount: 0 }, "https://s.test", "https://s.test/p", "Bustan", [
      review,
    ]);
    expect("review" in none || "aggregateRating" in none).toBe(false);
  });

  it("writes fils as decimal AED", () => {
    expect(filsToDecimal(5500)).toBe("55.00");
    expect(filsToDecimal(4950)).toBe("49.50");
    expect(filsToDecimal(5)).toBe("0.05");
  });

  it("BreadcrumbList with positions from 1", () => {
    expect(breadcrumbJsonLd([{ name: "Home", url: "https://s.test/" }, { name: "Monstera" }])).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://s.test/" },
        { "@type": "ListItem", position: 2, name: "Monstera" },
      ],
    });
  });
});
