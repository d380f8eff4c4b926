import ArrowRight from "lucide-react/icons/arrow-right";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CardProduct } from "./card-product";
import { ProductCard } from "./product-card";

/** A titled, horizontally scrolling row of product cards (below the fold: images load lazily). */
export function ProductRail({
  title,
  products,
  moreHref,
}: {
  title: string;
  products: CardProduct[];
  moreHref?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  if (products.length === 0) return null;
  return (
    <section className="rail container" aria-labelledby={titleId}>
      <div className="section-head">
        <h2 id={titleId}>{title}</h2>
        {moreHref && (
          <Link to={moreHref} className="section-head__more">
            {t("home.viewAll")}
            <span className="sr-only">: {title}</span>
            <ArrowRight className="flip-rtl" aria-hidden="true" size={16} />
          </Link>
        )}
      </div>
      <ul className="rail__track">
        {products.map((product) => (
          <li key={product.productId} className="rail__item">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
