import { mayUse } from "@shop/shared/core";
import History from "lucide-react/icons/history";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSessionUser } from "../account";
import { AdminShell, StaffContent } from "../admin";
import { ProductEditor } from "./product-editor";
import type { ProductEditData } from "./products-data.server";
import "../../styles/admin-products.css";

/** The product's whole history in the audit log, for the roles that may read it (ADMIN, SUPER_ADMIN). */
function HistoryLink({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const role = useSessionUser()?.role;
  if (!role || !mayUse(role, "audit", "view")) return null;
  return (
    <Link to={`/admin/audit?productId=${productId}`} className="button button--outline">
      <History aria-hidden="true" size={18} />
      {t("admin.products.history")}
    </Link>
  );
}

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
            <div className="admin-products__head">
              <h1>
                <bdi>{title}</bdi>
              </h1>
              {product && <HistoryLink productId={product.id} />}
            </div>
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
