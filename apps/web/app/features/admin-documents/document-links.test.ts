import { describe, expect, it } from "vitest";
import { adminInvoiceUrl, adminPackingSlipUrl, hasTaxInvoice, packingSlipsUrl } from "./document-links";

describe("issue 15: the order documents' links", () => {
  it("point at the fixed PDF calls, the number and filters encoded", () => {
    expect(adminInvoiceUrl("BST-4K7P-2Q9D")).toBe("/api/v1/admin/orders/BST-4K7P-2Q9D/invoice.pdf");
    expect(adminPackingSlipUrl("BST 1/2", "ar")).toBe("/api/v1/admin/orders/BST%201%2F2/packing-slip.pdf?lang=ar");
    expect(packingSlipsUrl({ date: "2030-01-15", emirate: "dubai", lang: "en" })).toBe(
      "/api/v1/admin/deliveries/packing-slips.pdf?date=2030-01-15&emirate=dubai&slot=&lang=en",
    );
  });

  it("offer no tax invoice for an order never paid or cancelled", () => {
    expect(hasTaxInvoice("confirmed")).toBe(true);
    expect(hasTaxInvoice("delivered")).toBe(true);
    expect(hasTaxInvoice("pending_payment")).toBe(false);
    expect(hasTaxInvoice("cancelled")).toBe(false);
  });
});
