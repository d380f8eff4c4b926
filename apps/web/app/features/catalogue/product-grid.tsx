import type { ReactNode } from "react";
import type { CardProduct } from "./card-product";
import { ProductCard } from "./product-card";

interface ProductGridProps {
  products: CardProduct[];
  /** The first cards are above the fold on most screens: their images load at once. */
  eagerCount?: number;
  /** The first card's image is the page's largest paint (a collection page): preload it. */
  preloadFirst?: boolean;
  headingLevel?: 2 | 3;
  actions?: (product: CardProduct) => ReactNode;
}

export function ProductGrid({
  products,
  eagerCount = 0,
  preloadFirst = false,
  headingLevel,
  actions,
}: ProductGridProps) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.productId}>
          <ProductCard
            product={product}
            eager={index < eagerCount}
            lcp={preloadFirst && index === 0}
            headingLevel={headingLevel}
            actions={actions?.(product)}
          />
        </li>
      ))}
    </ul>
  );
}
