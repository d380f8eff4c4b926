import type { CardProduct } from "./card-product";
import { ProductCard } from "./product-card";

interface ProductGridProps {
  products: CardProduct[];
  eagerCount?: number;
  headingLevel?: 2 | 3;
}

export function ProductGrid({ products, eagerCount = 0, headingLevel }: ProductGridProps) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.productId}>
          <ProductCard product={product} eager={index < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
