import type { Product } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { CompareProductHead } from "./compare-product-head";
import { compareRows } from "./compare-rows";

/** Products side by side in a table: one column per product, one row per attribute. */
export function CompareTable({ products }: { products: Product[] }) {
  const { t } = useTranslation();
  const rows = compareRows(t);
  return (
    <div className="compare-table__scroll">
      <table className="compare-table" data-count={products.length}>
        <caption className="sr-only">{t("compare.caption")}</caption>
        <thead>
          <tr>
            <td className="compare-table__corner" />
            {products.map((product) => (
              <th key={product.productId} scope="col">
                <CompareProductHead product={product} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {products.map((product) => (
                <td key={product.productId}>{row.render(product)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same comparison as cards: each product with its attributes listed under it. */
export function CompareCards({ products }: { products: Product[] }) {
  const { t } = useTranslation();
  const rows = compareRows(t);
  return (
    <ul className="compare-cards">
      {products.map((product) => (
        <li key={product.productId} className="compare-card">
          <CompareProductHead product={product} />
          <dl>
            {rows.map((row) => (
              <div key={row.key} className="compare-card__row">
                <dt>{row.label}</dt>
                <dd>{row.render(product)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
