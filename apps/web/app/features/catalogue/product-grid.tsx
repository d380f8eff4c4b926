import type { ReactNode } from "react";
import type { CardProduct } from "./card-product";
import { ProductCard } from "./product-card";

interface ProductGridProps {
  products: CardProduct[];
  /** The first cards are above the fold on most screens: their images load at once. */
  eagerCount?: number;
  headingLevel?: 2 | 3;
  actions?: (product: CardProduct) => ReactNode;
}

export function ProductGrid({ products, eagerCount = 0, headingLevel, actions }: ProductGridProps) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.productId}>
          <ProductCard
            product={product}
            eager={index < eagerCount}
            headingLevel={headingLevel}
            actions={actions?.(product)}
          />
        </li>
      ))}
    </ul>
  );
}
