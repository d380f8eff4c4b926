import type { AdminProduct } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { aedToFils, checkProductForm, emptySkuRow, filsToAed, formValuesOf, wireOf } from "./product-form";

const saved: AdminProduct = {
  id: 4,
  slug: "monstera",
  version: 3,
  status: "active",
  name: { en: "Monstera", ar: "مونستيرا" },
  description: { en: "Big leaves.\n\nEasy." },
  careText: { en: "" },
  tags: ["indoor", "large"],
  categoryId: 2,
  light: "bright_indirect",
  watering: null,
  difficulty: "easy",
  petSafe: false,
  matureSize: null,
  skus: [
    {
      skuId: 9,
      code: "MON-M",
      potSize: "M",
      potColour: null,
      price: 12_550,
      discount: 10,
      active: true,
      lowStockThreshold: 5,
      stock: 12,
    },
  ],
  updatedAt: "2026-11-25T10:00:00.000Z",
};

describe("issue 13 Prices: AED in the form, integer fils on the wire", () => {
  it("shows fils as AED with two decimals", () => {
    expect(filsToAed(12_550)).toBe("125.50");
    expect(filsToAed(20_000_000)).toBe("200000.00");
    expect(filsToAed(1)).toBe("0.01");
  });

  it("reads typed AED as whole fils, grouping commas and Arabic-Indic digits included", () => {
    expect(aedToFils("125.5")).toBe(12_550);
    expect(aedToFils("125")).toBe(12_500);
    expect(aedToFils("1,250.05")).toBe(125_005);
    expect(aedToFils("١٢٫٥")).toBe(1_250);
    expect(aedToFils("0.1")).toBe(10);
  });

  it("refuses anything that is not an amount with at most two decimals", () => {
    for (const typed of ["", "abc", "1.234", "-5", "1e3", "12.5.1"]) expect(aedToFils(typed)).toBeNaN();
  });
});

describe("issue 13 Products: the edit form and the wire", () => {
  it("a saved product round-trips through the form unchanged", () => {
    const wire = wireOf(formValuesOf(saved));
    expect(wire).toEqual({
      name: { en: "Monstera", ar: "مونستيرا" },
      description: { en: "Big leaves.\n\nEasy." },
      careText: { en: "" },
      tags: ["indoor", "large"],
      categoryId: 2,
      light: "bright_indirect",
      watering: null,
      difficulty: "easy",
      petSafe: false,
      matureSize: null,
      status: "active",
      skus: [
        {
          code: "MON-M",
          potSize: "M",
          potColour: null,
          price: 12_550,
          discount: 10,
          active: true,
          lowStockThreshold: 5,
        },
      ],
    });
    expect(checkProductForm(formValuesOf(saved)).ok).toBe(true);
  });

  it("French and Arabic left empty are not sent (the shop shows English); tags are split and deduplicated", () => {
    const values = { ...formValuesOf(saved), tags: " indoor, large ,indoor,, ، gift" };
    values.name = { en: "Monstera", fr: "  ", ar: "" };
    const wire = wireOf(values);
    expect(wire.name).toEqual({ en: "Monstera" });
    expect(wire.tags).toEqual(["indoor", "large", "gift"]);
  });

  it("a new product starts as a draft with one empty SKU row", () => {
    const values = formValuesOf(null);
    expect(values.status).toBe("draft");
    expect(values.skus).toEqual([emptySkuRow()]);
  });

  it("names every bad field by its form path, with the shared schema's rules", () => {
    const values = formValuesOf(null);
    values.skus = [
      { ...emptySkuRow(), code: "A 1", price: "12.345", discount: "101" },
      { ...emptySkuRow(), code: "B", price: "300000", lowStockThreshold: "x" },
    ];
    const check = checkProductForm(values);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems.map((problem) => problem.path).sort()).toEqual(
      [
        "categoryId",
        "name.en",
        "skus.0.code",
        "skus.0.discount",
        "skus.0.price",
        "skus.1.lowStockThreshold",
        "skus.1.price",
      ].sort(),
    );
    expect(check.problems.find((problem) => problem.path === "skus.1.price")?.kind).toBe("price");
  });

  it("the same SKU code twice is a problem of the SKU list", () => {
    const values = formValuesOf(saved);
    values.skus = [...values.skus, { ...emptySkuRow(), code: "mon-m", price: "10" }];
    const check = checkProductForm(values);
    expect(check.ok ? [] : check.problems).toEqual([{ path: "skus", kind: "skus" }]);
  });
});
