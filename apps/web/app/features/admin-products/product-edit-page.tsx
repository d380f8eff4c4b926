import { useTranslation } from "react-i18next";
import { AdminShell, StaffContent } from "../admin";
import { ProductEditor } from "./product-editor";
import type { ProductEditData } from "./products-data.server";
import "../../styles/admin-products.css";

/** /admin/products/new and /admin/products/:id. */
export function ProductEditPage({ data }: { data: ProductEditData }) {
  const { t } = useTranslation();
  const loaded = data.loaded;
  const title = loaded.state === "ok" && loaded.value.product ? loaded.value.product.name.en : t("admin.products.new");
  return (
    <AdminShell crumbs={[{ label: t("admin.products.title"), to: "/admin/products" }, { label: title }]}>
      <StaffContent loaded={loaded} notFound={t("admin.products.notFound")}>
        {({ product, categories }) => (
          <div className="admin-products">
            <h1>
              <bdi>{title}</bdi>
            </h1>
            <ProductEditor
              key={product ? `${product.id}-${product.version}` : "new"}
              product={product}
              categories={categories}
            />
          </div>
        )}
      </StaffContent>
    </AdminShell>
  );
}
