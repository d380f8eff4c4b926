import type { AdminProductImportResponse } from "@shop/shared";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RowErrors } from "./product-import-page";

/** Issue 13 item 7: the dry run "lists every row's errors before anything is written". */
describe("the import's dry run on /admin/products/import", () => {
  it("shows one table row per error with its row number, column and message, as text", () => {
    const result: AdminProductImportResponse = {
      applied: false,
      rows: 1000,
      errors: [
        { row: 11, column: "price_aed", message: "Enter the price in AED, e.g. 125.00" },
        { row: 999, column: "sku_code", message: "Use <b>letters</b>" },
      ],
      counts: { productsCreated: 0, productsUpdated: 0, skusCreated: 0, skusUpdated: 0 },
    };
    const html = renderToStaticMarkup(<RowErrors result={result} />);
    const rows = html.match(/<tr>/g) ?? [];
    expect(rows).toHaveLength(3);
    expect(html).toContain("<td>11</td>");
    expect(html).toContain("<bdi>price_aed</bdi>");
    expect(html).toContain("<td>999</td>");
    expect(html).toContain("&lt;b&gt;letters&lt;/b&gt;");
    expect(html).toContain('role="alert"');
  });
});
