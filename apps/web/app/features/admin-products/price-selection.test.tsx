import type { AdminProductRow, BulkPriceResponse } from "@shop/shared";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PricePreview } from "./price-preview";
import { defaultProductListQuery } from "./product-list-query";
import { ProductTable } from "./product-table";

const row = (id: number, name: string): AdminProductRow => ({
  id,
  slug: `p-${id}`,
  name,
  categoryName: "Palms",
  status: "active",
  minPrice: 12_500,
  maxPrice: 24_000,
  maxDiscount: 0,
  totalStock: 5,
  skuCount: 2,
  lowStock: false,
  imageUrl: null,
  updatedAt: "2026-11-25T10:00:00.000Z",
});

const checkboxes = (html: string) => html.match(/<input[^>]*type="checkbox"[^>]*>/g) ?? [];

/** Issue 13 "Prices": the product list's selection for a bulk change, and the change's preview. */
describe("bulk price change on /admin/products", () => {
  it("has a native checkbox per row, named after its product, checked when selected, and one for the page", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ProductTable
          rows={[row(1, "Areca <Palm>"), row(2, "Fig")]}
          query={defaultProductListQuery}
          selection={{ "2": true }}
          onSelectionChange={() => {}}
        />
      </MemoryRouter>,
    );
    const boxes = checkboxes(html);
    expect(boxes).toHaveLength(3);
    expect(boxes[0]).toContain('aria-label="admin.prices.selectPage"');
    expect(boxes[1]).not.toContain("checked");
    expect(boxes[2]).toContain('checked=""');
    // The product name from the server is text, never markup.
    expect(html).not.toContain("<Palm>");
  });

  it("previews each SKU's price and discount before and after, unchanged figures once", () => {
    const preview: BulkPriceResponse = {
      productCount: 1,
      fingerprint: "f",
      window: null,
      rows: [
        {
          productId: 1,
          productName: "Fig",
          skuId: 9,
          code: "FIG-M",
          oldPrice: 12_500,
          newPrice: 11_250,
          oldDiscount: 0,
          newDiscount: 0,
        },
      ],
    };
    const html = renderToStaticMarkup(<PricePreview preview={preview} />);
    expect(html).toContain("<del>");
    expect(html).toContain("125.00");
    expect(html).toContain("112.50");
    expect(html.match(/<ins>/g)).toHaveLength(1);
    expect(html).toContain("FIG-M");
  });
});
