import { type AdminCategory, type DiscountCode, type DiscountKind, discountCodeAddRequestSchema } from "@shop/shared";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../ui/form-alert";
import { TextField } from "../../ui/text-field";
import { errorCodeOf, failureMessage } from "../account";
import { SelectField } from "../checkout";
import {
  categoryOptions,
  type DiscountFormField,
  type DiscountFormValues,
  discountFormFields,
  discountFormOf,
  discountPayload,
  emptyDiscountForm,
} from "./discount-form-values";
import { addDiscount, updateDiscount } from "./discounts-api";

type Errors = Partial<Record<DiscountFormField, string>>;

/** The input each field's error belongs to (the minimum's input is named "minimum"). */
const inputOf = (field: DiscountFormField) => (field === "minSubtotal" ? "minimum" : field);

/** The server's field of a refusal, when it is one of the form's. */
function fieldOf(error: unknown): DiscountFormField | null {
  const field = (error as { errorList?: Array<{ field?: string }> }).errorList?.[0]?.field;
  return (discountFormFields as readonly string[]).includes(field ?? "") ? (field as DiscountFormField) : null;
}

/**
 * Make or edit a discount code: kind and value, minimum, category, dates in Asia/Dubai time, limits. Checked with
 * the shared schema before it is sent; the server's refusals are shown on their field by error code.
 */
export function DiscountForm({
  code,
  categories,
  onSaved,
  onCancel,
}: {
  code: DiscountCode | null;
  categories: AdminCategory[];
  onSaved(code: DiscountCode): void;
  onCancel(): void;
}) {
  const { t, i18n } = useTranslation();
  const initial = code ? discountFormOf(code) : emptyDiscountForm;
  const [kind, setKind] = useState<DiscountKind>(initial.kind);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const used = code !== null && code.used > 0;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const read = (name: keyof DiscountFormValues) => String(data.get(name) ?? "");
    const values: DiscountFormValues = {
      code: read("code"),
      kind,
      value: read("value"),
      minimum: read("minimum"),
      categoryId: read("categoryId"),
      startsAt: read("startsAt"),
      endsAt: read("endsAt"),
      usageLimit: read("usageLimit"),
      perCustomerLimit: read("perCustomerLimit"),
    };
    const parsed = discountCodeAddRequestSchema.safeParse(discountPayload(values));
    setAlert(null);
    const show = (found: Errors) => {
      setErrors(found);
      const first = discountFormFields.find((field) => found[field]);
      if (first) (form.elements.namedItem(inputOf(first)) as HTMLElement | null)?.focus();
    };
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as DiscountFormField;
        found[field] ??= t(`admin.discounts.errors.${field === "value" ? `value_${kind}` : field}`);
      }
      show(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      onSaved(code ? await updateDiscount(code.id, parsed.data) : await addDiscount(parsed.data));
    } catch (error) {
      const errorCode = errorCodeOf(error);
      const field = fieldOf(error);
      if (errorCode === "CONFLICT" && field === "code") {
        show({
          code: t(
            used && parsed.data.code !== code?.code
              ? "admin.discounts.errors.codeFixed"
              : "admin.discounts.errors.codeTaken",
          ),
        });
      } else if (errorCode === "VALIDATION_FAILED" && field === "usageLimit" && code) {
        show({ usageLimit: t("admin.discounts.errors.limitBelowUses", { count: code.used }) });
      } else if (errorCode === "VALIDATION_FAILED" && field) {
        show({ [field]: t(`admin.discounts.errors.${field === "value" ? `value_${kind}` : field}`) });
      } else {
        setAlert(failureMessage(i18n, error));
      }
    } finally {
      setSaving(false);
    }
  };

  const title = code ? t("admin.discounts.form.editTitle", { code: code.code }) : t("admin.discounts.form.newTitle");
  return (
    <section className="admin-panel discount-form" aria-labelledby="discount-form-title">
      <h2 id="discount-form-title">{title}</h2>
      <form className="form discount-form__grid" noValidate onSubmit={onSubmit}>
        <FormAlert message={alert} />
        <TextField
          label={t("admin.discounts.form.code")}
          name="code"
          defaultValue={initial.code}
          autoComplete="off"
          dir="ltr"
          hint={used ? t("admin.discounts.form.codeFixedHint") : t("admin.discounts.form.codeHint")}
          readOnly={used}
          error={errors.code}
        />
        <SelectField
          label={t("admin.discounts.form.kind")}
          name="kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as DiscountKind)}
        >
          <option value="percent">{t("admin.discounts.kind.percent")}</option>
          <option value="fixed">{t("admin.discounts.kind.fixed")}</option>
        </SelectField>
        <TextField
          label={t(kind === "percent" ? "admin.discounts.form.percent" : "admin.discounts.form.amount")}
          name="value"
          inputMode="decimal"
          defaultValue={initial.value}
          dir="ltr"
          error={errors.value}
        />
        <TextField
          label={t("admin.discounts.form.minimum")}
          name="minimum"
          inputMode="decimal"
          defaultValue={initial.minimum}
          dir="ltr"
          hint={t("admin.discounts.form.minimumHint")}
          error={errors.minSubtotal}
        />
        <SelectField
          label={t("admin.discounts.form.category")}
          name="categoryId"
          defaultValue={initial.categoryId}
          error={errors.categoryId}
        >
          <option value="">{t("admin.discounts.form.everyItem")}</option>
          {categoryOptions(categories, i18n.language).map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t("admin.discounts.form.startsAt")}
          name="startsAt"
          type="datetime-local"
          defaultValue={initial.startsAt}
          hint={t("admin.discounts.form.dubaiTime")}
          error={errors.startsAt}
        />
        <TextField
          label={t("admin.discounts.form.endsAt")}
          name="endsAt"
          type="datetime-local"
          defaultValue={initial.endsAt}
          hint={t("admin.discounts.form.dubaiTime")}
          error={errors.endsAt}
        />
        <TextField
          label={t("admin.discounts.form.usageLimit")}
          name="usageLimit"
          inputMode="numeric"
          defaultValue={initial.usageLimit}
          dir="ltr"
          hint={t("admin.discounts.form.noLimitHint")}
          error={errors.usageLimit}
        />
        <TextField
          label={t("admin.discounts.form.perCustomerLimit")}
          name="perCustomerLimit"
          inputMode="numeric"
          defaultValue={initial.perCustomerLimit}
          dir="ltr"
          hint={t("admin.discounts.form.noLimitHint")}
          error={errors.perCustomerLimit}
        />
        <div className="discount-form__actions">
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? t("admin.discounts.form.saving") : t("admin.discounts.form.save")}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            {t("admin.discounts.form.cancel")}
          </button>
        </div>
      </form>
    </section>
  );
}
