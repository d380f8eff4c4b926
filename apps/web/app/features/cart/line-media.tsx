import type { Sku } from "@shop/shared";
import Sprout from "lucide-react/icons/sprout";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { colourName, localizeMeasure, type ProductSnapshot, productPath } from "../catalogue";

/** "Pot size: 12 cm, Pot colour: White" for the chosen SKU. */
export function useLineOptions(sku: Sku): string[] {
  const { t } = useTranslation();
  const out: string[] = [];
  if (sku.options.potSize) out.push(`${t("product.potSize")}: ${localizeMeasure(t, sku.options.potSize)}`);
  if (sku.options.potColour) out.push(`${t("product.potColour")}: ${colourName(t, sku.options.potColour)}`);
  return out;
}

/** Thumbnail, name (linking to the product with this SKU chosen) and options of a cart or wish-list line. */
export function LineMedia({
  product,
  sku,
  size = 96,
  onNavigate,
}: {
  product: ProductSnapshot;
  sku: Sku;
  size?: number;
  onNavigate?: () => void;
}) {
  const options = useLineOptions(sku);
  const href = `${productPath(product.slug)}?sku=${sku.skuId}`;
  const { image } = product;
  return (
    <div className="line-media">
      <Link to={href} className="line-media__image" tabIndex={-1} aria-hidden="true" onClick={onNavigate}>
        {image ? (
          <img
            src={image.src}
            srcSet={image.srcset}
            sizes={`${size}px`}
            width={size}
            height={Math.round((size * image.height) / Math.max(image.width, 1))}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <Sprout aria-hidden="true" size={size / 2} />
        )}
      </Link>
      <div className="line-media__text">
        <Link to={href} className="line-media__name" onClick={onNavigate}>
          {product.name}
        </Link>
        {options.length > 0 && (
          <ul className="line-media__options">
            {options.map((option) => (
              <li key={option}>{option}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
