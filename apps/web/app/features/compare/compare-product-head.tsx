import type { Product } from "@shop/shared";
import Sprout from "lucide-react/icons/sprout";
import Trash2 from "lucide-react/icons/trash-2";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { productPath } from "../catalogue";
import { removeFromCompare } from "./compare-list";

/** Picture, name (a link to the product) and the remove button of one compared product. */
export function CompareProductHead({ product }: { product: Product }) {
  const { t } = useTranslation();
  const image = product.images[0];
  return (
    <div className="compare-head">
      <Link to={productPath(product.slug)} className="compare-head__link">
        <span className="compare-head__media">
          {image ? (
            <img
              src={image.src}
              srcSet={image.srcset}
              sizes="(min-width: 992px) 220px, 45vw"
              width={image.width}
              height={image.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
          ) : (
            <Sprout aria-hidden="true" size={40} />
          )}
        </span>
        <span className="compare-head__name">{product.name}</span>
      </Link>
      <button
        type="button"
        className="compare-head__remove"
        aria-label={t("compare.removeNamed", { name: product.name })}
        onClick={() => removeFromCompare(product.productId)}
      >
        <Trash2 aria-hidden="true" size={16} />
        <span>{t("compare.remove")}</span>
      </button>
    </div>
  );
}
