import { type Category, difficultyLevels, lightLevels, productStatuses, wateringLevels } from "@shop/shared";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "../../ui/text-field";
import { SelectField } from "../checkout";
import type { ProductFormValues } from "./product-form";
import { fieldMessage } from "./product-form-errors";

/** Category, status, tags and the care data (the storefront's care guide). */
export function ProductDetails({
  register,
  errors,
  categories,
}: {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  categories: Category[];
}) {
  const { t } = useTranslation();
  const message = (path: string) => fieldMessage(errors, path);
  return (
    <fieldset className="admin-fieldset">
      <legend className="admin-fieldset__legend">{t("admin.products.details")}</legend>
      <div className="admin-grid">
        <SelectField label={t("admin.products.category")} error={message("categoryId")} {...register("categoryId")}>
          <option value="">{t("admin.products.chooseCategory")}</option>
          {categories.map((category) => (
            <option key={category.categoryId} value={category.categoryId}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("admin.products.status")}
          hint={t("admin.products.statusHint")}
          error={message("status")}
          {...register("status")}
        >
          {productStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`admin.products.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t("care.lightLabel")} {...register("light")}>
          <option value="">{t("admin.products.notSet")}</option>
          {lightLevels.map((level) => (
            <option key={level} value={level}>
              {t(`care.light.${level}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t("care.wateringLabel")} {...register("watering")}>
          <option value="">{t("admin.products.notSet")}</option>
          {wateringLevels.map((level) => (
            <option key={level} value={level}>
              {t(`care.watering.${level}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t("care.difficultyLabel")} {...register("difficulty")}>
          <option value="">{t("admin.products.notSet")}</option>
          {difficultyLevels.map((level) => (
            <option key={level} value={level}>
              {t(`care.difficulty.${level}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t("care.petLabel")} {...register("petSafe")}>
          <option value="">{t("admin.products.notSet")}</option>
          <option value="yes">{t("care.petSafe.yes")}</option>
          <option value="no">{t("care.petSafe.no")}</option>
        </SelectField>
        <TextField
          label={t("care.sizeLabel")}
          maxLength={100}
          error={message("matureSize")}
          {...register("matureSize")}
        />
      </div>
      <TextField
        label={t("admin.products.tags")}
        hint={t("admin.products.tagsHint")}
        error={message("tags")}
        {...register("tags")}
      />
    </fieldset>
  );
}
