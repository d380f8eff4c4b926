import type { ProductDetail } from "@shop/shared";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { StarRating } from "../../ui/star-rating";
import { colourName, localizeMeasure, StockStatus } from "../catalogue";
import { DeliveryNote } from "./delivery-note";
import { OptionGroup } from "./option-group";
import { ProductActions } from "./product-actions";
import { ProductPrice } from "./product-price";
import { QuantityStepper } from "./quantity-stepper";
import { clampQuantity, maxQuantity, type OptionKey, optionValues, pickSku, valueInStock } from "./sku-select";
import { StockAlertForm } from "./stock-alert-form";
import { useSelectedSku } from "./use-selected-sku";

/** Name, rating, price and stock of the chosen SKU, the options, quantity and the buttons. */
export function ProductSummary({ product, initialSkuId }: { product: ProductDetail; initialSkuId: number | null }) {
  const { t } = useTranslation();
  const [sku, select] = useSelectedSku(product.skus, initialSkuId);
  const [rawQty, setQty] = useState(1);
  const stockId = useId();
  const stock = sku?.stock ?? 0;
  const qty = clampQuantity(rawQty, stock);
  const soldOut = stock <= 0;

  const choices = (key: OptionKey, label: (value: string) => string) =>
    optionValues(product.skus, key).map((value) => ({
      value,
      label: label(value),
      inStock: valueInStock(product.skus, sku, key, value),
    }));
  const choose = (key: OptionKey) => (value: string) => select(pickSku(product.skus, sku, key, value));
  const submit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <div className="product-summary">
      <h1 className="product-summary__name">{product.name}</h1>
      {product.reviewCount > 0 && (
        <p className="product-summary__rating">
          <StarRating
            value={product.rating}
            label={t("product.rating")}
            valueText={(value, max) => t("product.ratingValue", { value, max })}
            readOnly
          />
          <span>{t("product.reviews", { count: product.reviewCount })}</span>
        </p>
      )}
      <div className="product-summary__price">
        <ProductPrice product={product} sku={sku} />
        <p className="product-summary__vat">{t("product.vatIncluded")}</p>
      </div>
      <StockStatus stock={stock} id={stockId} />
      <p className="product-summary__lead">{product.description}</p>
      <form className="product-summary__form" onSubmit={submit}>
        <OptionGroup
          name="potSize"
          legend={t("product.potSize")}
          choices={choices("potSize", (value) => localizeMeasure(t, value))}
          selected={sku?.options.potSize ?? null}
          onSelect={choose("potSize")}
        />
        <OptionGroup
          name="potColour"
          legend={t("product.potColour")}
          choices={choices("potColour", (value) => colourName(t, value))}
          selected={sku?.options.potColour ?? null}
          onSelect={choose("potColour")}
          swatches
        />
        <QuantityStepper value={qty} max={maxQuantity(stock)} onChange={setQty} disabled={soldOut} />
        <ProductActions product={product} sku={sku} qty={qty} soldOutReasonId={soldOut ? stockId : undefined} />
      </form>
      {soldOut && sku && <StockAlertForm key={sku.skuId} skuId={sku.skuId} />}
      <DeliveryNote />
      {sku && (
        <p className="product-summary__code">
          {t("product.code")}: <bdi>{sku.code}</bdi>
        </p>
      )}
    </div>
  );
}
