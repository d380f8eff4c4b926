import Sprout from "lucide-react/icons/sprout";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { preloadLcpImage } from "../../ui/preload-lcp-image";
import { CardPrice } from "./card-price";
import { type CardProduct, productPath } from "./card-product";

/** Card widths: 2 columns on phones, 3 on tablets, 4 up to a 1200 px container. */
export const CARD_SIZES = "(min-width: 1240px) 280px, (min-width: 992px) 23vw, (min-width: 640px) 31vw, 46vw";

interface ProductCardProps {
  product: CardProduct;
  eager?: boolean;
  /** The card whose image is the page's largest paint (the grid's first): preloaded, fetched first. */
  lcp?: boolean;
  /** The card title's level under the surrounding heading. */
  headingLevel?: 2 | 3;
  /** Extra controls under the price (e.g. "Add to compare"). */
  actions?: ReactNode;
}

export function ProductCard({ product, eager = false, lcp = false, headingLevel = 3, actions }: ProductCardProps) {
  const { t } = useTranslation();
  const { image } = product;
  if (lcp && image) preloadLcpImage(image, CARD_SIZES);
  const Title = headingLevel === 2 ? "h2" : "h3";
  // The name is part of the same link: an alt text repeating it would be read twice.
  const alt = image && image.alt !== product.name ? image.alt : "";
  return (
    <article className="product-card">
      <Link to={productPath(product.slug)} className="product-card__link">
        <div className="product-card__media">
          {image ? (
            <img
              src={image.src}
              srcSet={image.srcset}
              sizes={CARD_SIZES}
              width={image.width}
              height={image.height}
              alt={alt}
              loading={eager || lcp ? "eager" : "lazy"}
              fetchPriority={lcp ? "high" : undefined}
              decoding="async"
            />
          ) : (
            <Sprout className="product-card__placeholder" aria-hidden="true" size={48} />
          )}
          {product.discount > 0 && (
            <span className="product-card__badge">{t("price.badge", { percent: product.discount })}</span>
          )}
          {!product.inStock && (
            <span className="product-card__badge product-card__badge--muted">{t("product.soldOut")}</span>
          )}
        </div>
        <Title className="product-card__name">{product.name}</Title>
      </Link>
      <CardPrice product={product} />
      {actions && <div className="product-card__actions">{actions}</div>}
    </article>
  );
}
