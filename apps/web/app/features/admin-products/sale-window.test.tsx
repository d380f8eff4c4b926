import type { BulkPriceResponse, Sale } from "@shop/shared";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PricePreview } from "./price-preview";
import { ProductSales } from "./product-sales";
import { defaultSaleWindow, parseSaleWindow } from "./sale-window";
import { SaleWindowFields } from "./sale-window-fields";

/** Issue 13 "Prices": the bulk discount's sale window, typed in Asia/Dubai time whatever the browser's zone. */
const now = Date.parse("2026-11-25T20:10:00Z"); // 00:10 on 26 November in Dubai
const window = (start: string, end: string) => parseSaleWindow({ on: true, start, end }, now);

describe("the sale window of a bulk discount", () => {
  it("reads Dubai local times as instants (UTC+4, no daylight saving)", () => {
    expect(window("2026-11-26T10:00", "2026-12-01T00:00")).toEqual({
      window: { startsAt: "2026-11-26T06:00:00.000Z", endsAt: "2026-11-30T20:00:00.000Z" },
    });
    expect(window("2027-07-01T12:30", "2027-07-02T12:30")).toEqual({
      window: { startsAt: "2027-07-01T08:30:00.000Z", endsAt: "2027-07-02T08:30:00.000Z" },
    });
    expect(parseSaleWindow({ on: false, start: "", end: "" }, now)).toEqual({ window: null });
  });

  it.each([
    ["", "2026-12-01T00:00", { field: "start", problem: "required" }],
    ["2026-11-26T10:00", "", { field: "end", problem: "required" }],
    ["2026-02-30T10:00", "2026-12-01T00:00", { field: "start", problem: "badDate" }],
    ["2026-11-26T10:00", "soon", { field: "end", problem: "badDate" }],
    ["2026-11-27T10:00", "2026-11-26T10:00", { field: "end", problem: "endBeforeStart" }],
    ["2026-11-25T20:00", "2026-11-25T23:00", { field: "end", problem: "endPast" }],
    ["2026-11-25T22:00", "2026-11-26T10:00", { field: "start", problem: "startPast" }],
    ["2026-11-26T10:00", "2028-01-01T00:00", { field: "end", problem: "tooFar" }],
  ])("refuses %s to %s", (start, end, expected) => {
    expect(window(start, end)).toEqual(expected);
  });

  it("starts the default at the next full hour in Dubai, for a week", () => {
    expect(defaultSaleWindow(now)).toEqual({ on: false, start: "2026-11-26T01:00", end: "2026-12-03T01:00" });
  });

  it("has two datetime-local fields when on, with the field's error tied to it", () => {
    const off = renderToStaticMarkup(
      <SaleWindowFields value={defaultSaleWindow(now)} error={null} onChange={() => {}} />,
    );
    expect(off).not.toContain("datetime-local");
    const on = renderToStaticMarkup(
      <SaleWindowFields
        value={defaultSaleWindow(now, true)}
        error={{ field: "end", problem: "endPast" }}
        onChange={() => {}}
      />,
    );
    expect(on.match(/type="datetime-local"/g)).toHaveLength(2);
    expect(on).toContain('value="2026-11-26T01:00"');
    expect(on).toContain("admin.sales.errors.endPast");
    expect(on.match(/aria-invalid="true"/g)).toHaveLength(1);
  });

  it("says in the preview when the sale runs", () => {
    const preview: BulkPriceResponse = {
      productCount: 1,
      fingerprint: "f",
      window: { startsAt: "2026-11-26T06:00:00.000Z", endsAt: "2026-11-30T20:00:00.000Z" },
      rows: [],
    };
    expect(renderToStaticMarkup(<PricePreview preview={preview} />)).toContain("admin.prices.nothing");
    const html = renderToStaticMarkup(
      <PricePreview
        preview={{
          ...preview,
          rows: [
            {
              productId: 1,
              productName: "Fig",
              skuId: 9,
              code: "FIG-M",
              oldPrice: 100,
              newPrice: 100,
              oldDiscount: 0,
              newDiscount: 20,
            },
          ],
        }}
      />,
    );
    expect(html).toContain("admin.sales.previewWindow");
  });
});

describe("a product's sales on its edit page", () => {
  const sale = (saleId: number, state: Sale["state"], code: string): Sale => ({
    saleId,
    productId: 1,
    skuId: saleId,
    code,
    discount: 30,
    startsAt: "2026-11-26T06:00:00.000Z",
    endsAt: "2026-11-30T20:00:00.000Z",
    state,
    previousDiscount: state === "scheduled" ? null : 0,
  });

  it("lists scheduled and running sales with a cancel each, past ones under a disclosure without", () => {
    const html = renderToStaticMarkup(
      <ProductSales
        productId={1}
        initialSales={[sale(1, "running", "FIG-M"), sale(2, "scheduled", "<FIG-L>"), sale(3, "ended", "FIG-S")]}
      />,
    );
    expect(html.match(/<button/g)).toHaveLength(2);
    expect(html).toContain("admin.sales.endNow");
    expect(html).toContain("admin.sales.cancel");
    expect(html).toContain("admin.sales.states.running");
    expect(html).toContain("<details");
    expect(html.indexOf("FIG-S")).toBeGreaterThan(html.indexOf("<details"));
    // SKU codes are text, never markup.
    expect(html).not.toContain("<FIG-L>");
  });

  it("says when no sale is scheduled or running", () => {
    const html = renderToStaticMarkup(<ProductSales productId={1} initialSales={[]} />);
    expect(html).toContain("admin.sales.none");
    expect(html).not.toContain("<button");
  });
});
