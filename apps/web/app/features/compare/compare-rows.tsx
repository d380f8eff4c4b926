import type { Product } from "@shop/shared";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { StarRating } from "../../ui/star-rating";
import { colourName, localizeMeasure, PriceTag } from "../catalogue";

export interface CompareRow {
  key: string;
  label: string;
  render(product: Product): ReactNode;
}

const unique = (values: Array<string | null>) => [...new Set(values.filter((v): v is string => Boolean(v)))];

/** The compared attributes, in order; "–" where a product has no value. */
export function compareRows(t: TFunction): CompareRow[] {
  const none = <span className="compare__none">{t("compare.none")}</span>;
  const list = (values: string[]) => (values.length ? values.join(", ") : none);
  return [
    {
      key: "price",
      label: t("compare.rows.price"),
      render: (p) => <PriceTag price={p.price} discount={Math.max(p.discount, 0)} />,
    },
    {
      key: "sizes",
      label: t("compare.rows.sizes"),
      render: (p) => list(unique(p.skus.map((s) => s.options.potSize)).map((v) => localizeMeasure(t, v))),
    },
    {
      key: "colours",
      label: t("compare.rows.colours"),
      render: (p) => list(unique(p.skus.map((s) => s.options.potColour)).map((v) => colourName(t, v))),
    },
    {
      key: "light",
      label: t("care.lightLabel"),
      render: (p) => (p.care.light ? t(`care.light.${p.care.light}`) : none),
    },
    {
      key: "watering",
      label: t("care.wateringLabel"),
      render: (p) => (p.care.watering ? t(`care.watering.${p.care.watering}`) : none),
    },
    {
      key: "difficulty",
      label: t("care.difficultyLabel"),
      render: (p) => (p.care.difficulty ? t(`care.difficulty.${p.care.difficulty}`) : none),
    },
    {
      key: "petSafe",
      label: t("care.petLabel"),
      render: (p) => (p.care.petSafe === null ? none : p.care.petSafe ? t("care.petSafe.yes") : t("care.petSafe.no")),
    },
    {
      key: "matureSize",
      label: t("care.sizeLabel"),
      render: (p) => (p.care.matureSize ? localizeMeasure(t, p.care.matureSize) : none),
    },
    {
      key: "rating",
      label: t("compare.rows.rating"),
      render: (p) =>
        p.reviewCount > 0 ? (
          <span className="compare__rating">
            <StarRating
              value={p.rating}
              label={t("product.rating")}
              valueText={(value, max) => t("product.ratingValue", { value, max })}
              readOnly
              size={16}
            />
            <span>{t("product.reviews", { count: p.reviewCount })}</span>
          </span>
        ) : (
          none
        ),
    },
  ];
}
