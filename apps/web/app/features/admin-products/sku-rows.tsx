import Plus from "lucide-react/icons/plus";
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
  useFieldArray,
  useWatch,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TextField } from "../../ui/text-field";
import { emptySkuRow, type ProductFormValues } from "./product-form";
import { fieldMessage } from "./product-form-errors";

/**
 * The product's SKUs, one row each: code, pot size and colour, price in AED, discount %, low-stock threshold,
 * active. A saved SKU is never deleted (orders name it): "Remove" deactivates it; a new row is simply dropped.
 * Stock is shown read only, with a link to the stock page where it is adjusted.
 */
export function SkuRows({
  control,
  register,
  setValue,
  errors,
}: {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  setValue: UseFormSetValue<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
  const { t, i18n } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: "skus", keyName: "key" });
  const rows = useWatch({ control, name: "skus" });
  const message = (path: string) => fieldMessage(errors, path);
  const listProblem = message("skus") ?? message("skus.root");
  return (
    <fieldset className="admin-fieldset sku-rows">
      <legend className="admin-fieldset__legend">{t("admin.products.skus")}</legend>
      {listProblem && (
        <p className="field__error" role="alert">
          {listProblem}
        </p>
      )}
      <ol className="sku-rows__list">
        {fields.map((field, index) => {
          const n = index + 1;
          const at = (name: string) => `skus.${index}.${name}` as const;
          const active = rows[index]?.active ?? field.active;
          return (
            <li key={field.key} className={`sku-row${active ? "" : " is-inactive"}`}>
              <fieldset className="sku-row__fields">
                <legend className="sku-row__title">
                  {t("admin.products.skuN", { n })}
                  {!active && <span className="badge">{t("admin.products.inactive")}</span>}
                </legend>
                <TextField
                  label={t("admin.products.code")}
                  dir="ltr"
                  autoCapitalize="characters"
                  maxLength={64}
                  error={message(at("code"))}
                  {...register(`skus.${index}.code`)}
                />
                <TextField
                  label={t("admin.products.potSize")}
                  maxLength={40}
                  error={message(at("potSize"))}
                  {...register(`skus.${index}.potSize`)}
                />
                <TextField
                  label={t("admin.products.potColour")}
                  maxLength={40}
                  error={message(at("potColour"))}
                  {...register(`skus.${index}.potColour`)}
                />
                <TextField
                  label={t("admin.products.priceAed")}
                  inputMode="decimal"
                  dir="ltr"
                  error={message(at("price"))}
                  {...register(`skus.${index}.price`)}
                />
                <TextField
                  label={t("admin.products.discount")}
                  inputMode="numeric"
                  dir="ltr"
                  error={message(at("discount"))}
                  {...register(`skus.${index}.discount`)}
                />
                <TextField
                  label={t("admin.products.threshold")}
                  inputMode="numeric"
                  dir="ltr"
                  error={message(at("lowStockThreshold"))}
                  {...register(`skus.${index}.lowStockThreshold`)}
                />
                <div className="check-field">
                  <input id={`sku-active-${field.key}`} type="checkbox" {...register(`skus.${index}.active`)} />
                  <label htmlFor={`sku-active-${field.key}`}>{t("admin.products.active")}</label>
                </div>
                <p className="sku-row__stock">
                  {field.stock === null ? (
                    t("admin.products.stockAfterSave")
                  ) : (
                    <>
                      {t("admin.products.stockNow", {
                        count: field.stock,
                        stock: field.stock.toLocaleString(i18n.language),
                      })}{" "}
                      <Link to={`/admin/stock?code=${encodeURIComponent(field.code)}`}>
                        {t("admin.products.adjustStock")}
                        <span className="sr-only"> {field.code}</span>
                      </Link>
                    </>
                  )}
                </p>
                <button
                  type="button"
                  className="button button--outline sku-row__remove"
                  onClick={() =>
                    field.skuId === null
                      ? remove(index)
                      : setValue(`skus.${index}.active`, false, { shouldDirty: true })
                  }
                  disabled={field.skuId !== null && !active}
                >
                  {t("admin.products.removeSku")}
                  <span className="sr-only"> {t("admin.products.skuN", { n })}</span>
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button--outline" onClick={() => append(emptySkuRow())}>
        <Plus aria-hidden="true" size={18} />
        {t("admin.products.addSku")}
      </button>
    </fieldset>
  );
}
