import type { AdminProduct, Category } from "@shop/shared";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useRevalidator } from "react-router";
import { notifyInfo, notifySuccess } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { productLifecycle, saveProduct } from "./product-api";
import { ProductDetails } from "./product-details";
import { checkProductForm, formValuesOf, type ProductFormValues, type textLanguages } from "./product-form";
import { productResolver, saveFailureOf } from "./product-form-errors";
import { ProductImages } from "./product-images";
import { ProductSales } from "./product-sales";
import { productEditPath } from "./product-table";
import { ProductTexts } from "./product-texts";
import { SkuRows } from "./sku-rows";

type Lifecycle = "duplicate" | "archive" | "restore";

/** The edit form of one product (or a new one): texts per language, details, SKUs; Save with the version read. */
export function ProductEditor({ product, categories }: { product: AdminProduct | null; categories: Category[] }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState(product ? { id: product.id, version: product.version } : null);
  const [status, setStatus] = useState(product?.status ?? "draft");
  const [tab, setTab] = useState<(typeof textLanguages)[number]>("en");
  const [alert, setAlert] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState<Lifecycle | "save" | null>(null);
  const resolver = useMemo(() => productResolver(i18n), [i18n]);
  const { register, control, handleSubmit, setError, setValue, reset, formState } = useForm<ProductFormValues>({
    resolver,
    defaultValues: formValuesOf(product),
  });

  const skuRows = useWatch({ control, name: "skus" });
  // The pictures' pot colours: the SKUs' as typed (a colour not saved yet is only a label on a picture).
  const potColours = useMemo(
    () => [...new Set((skuRows ?? []).map((row) => row.potColour.trim()).filter(Boolean))],
    [skuRows],
  );

  const fail = (error: unknown) => {
    const failure = saveFailureOf(error, i18n);
    if (failure.kind === "conflict") {
      setConflict(true);
      setAlert(t("admin.products.conflict"));
      notifyInfo(t("admin.products.conflict"));
      return;
    }
    failure.fields.forEach((field, index) => {
      if (field.path.startsWith("name.") && index === 0) setTab("en");
      setError(field.path as "name.en", { type: "server", message: field.message }, { shouldFocus: index === 0 });
    });
    const message = failure.message ?? t("admin.products.fixFields");
    setAlert(message);
    notifyInfo(message);
  };

  const onSubmit = handleSubmit(
    async (values) => {
      const check = checkProductForm(values);
      if (!check.ok) return;
      setAlert(null);
      setBusy("save");
      try {
        const answer = await saveProduct(check.value, saved);
        notifySuccess(t("admin.products.saved"));
        if (!saved) {
          navigate(productEditPath(answer.id), { replace: true });
          return;
        }
        setSaved({ id: answer.id, version: answer.version });
        setStatus(answer.status);
        reset(formValuesOf(answer));
      } catch (error) {
        fail(error);
      } finally {
        setBusy(null);
      }
    },
    (errors) => {
      // The English name is required: show its tab when it is the problem.
      if (errors.name?.en) setTab("en");
      setAlert(t("admin.products.fixFields"));
    },
  );

  const lifecycle = async (action: Lifecycle) => {
    if (!saved) return;
    setAlert(null);
    setBusy(action);
    try {
      const answer = await productLifecycle(action, saved);
      notifySuccess(t(`admin.products.${action}d`));
      if (action === "duplicate") {
        navigate(productEditPath(answer.id));
        return;
      }
      setSaved({ id: answer.id, version: answer.version });
      setStatus(answer.status);
      setValue("status", answer.status);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <form className="admin-form product-editor" noValidate onSubmit={onSubmit} aria-busy={busy !== null || undefined}>
        <FormAlert message={alert}>
          {conflict && (
            <button type="button" className="button button--outline" onClick={() => void revalidator.revalidate()}>
              {t("admin.products.reload")}
            </button>
          )}
        </FormAlert>
        <ProductTexts register={register} errors={formState.errors} tab={tab} onTab={setTab} />
        <ProductDetails register={register} errors={formState.errors} categories={categories} />
        <SkuRows control={control} register={register} setValue={setValue} errors={formState.errors} />
        {saved && <ProductSales productId={saved.id} />}
        <div className="product-editor__actions">
          <button type="submit" className="button button--primary" disabled={busy !== null}>
            {busy === "save" ? t("admin.products.saving") : t("admin.products.save")}
          </button>
          {saved && (
            <>
              <button
                type="button"
                className="button button--outline"
                disabled={busy !== null}
                onClick={() => void lifecycle("duplicate")}
              >
                {t("admin.products.duplicate")}
              </button>
              {status === "archived" ? (
                <button
                  type="button"
                  className="button button--outline"
                  disabled={busy !== null}
                  onClick={() => void lifecycle("restore")}
                >
                  {t("admin.products.restore")}
                </button>
              ) : (
                <button
                  type="button"
                  className="button button--outline"
                  disabled={busy !== null}
                  onClick={() => void lifecycle("archive")}
                >
                  {t("admin.products.archive")}
                </button>
              )}
            </>
          )}
          {product && status === "active" && (
            <Link to={`/shop/product/${product.slug}`} className="product-editor__shop-link">
              {t("admin.products.viewInShop")}
            </Link>
          )}
        </div>
      </form>
      {/* Outside the form: its own calls save each change, and Enter in an alt text must not save the product. */}
      <ProductImages productId={saved?.id ?? null} potColours={potColours} />
    </>
  );
}
