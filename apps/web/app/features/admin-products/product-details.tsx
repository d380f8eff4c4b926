import { type Category, difficultyLevels, lightLevels, productStatuses, wateringLevels } from "@shop/shared";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "../../ui/text-field";
import { SelectField } from "../checkout";
import type { ProductFormValues } from "./product-form";
import { fieldMessage } from "./product-form-errors";

/** The care guide's choices, each with "not set" first; the words are the storefront's (care.*). */
const careSelects = [
  { name: "light", options: lightLevels },
  { name: "watering", options: wateringLevels },
  { name: "difficulty", options: difficultyLevels },
  { name: "petSafe", options: ["yes", "no"] },
] as const;
const careLabels = {
  light: "lightLabel",
  watering: "wateringLabel",
  difficulty: "difficultyLabel",
  petSafe: "petLabel",
};

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
        {careSelects.map(({ name, options }) => (
          <SelectField key={name} label={t(`care.${careLabels[name]}`)} {...register(name)}>
            <option value="">{t("admin.products.notSet")}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {t(`care.${name}.${option}`)}
              </option>
            ))}
          </SelectField>
        ))}
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
