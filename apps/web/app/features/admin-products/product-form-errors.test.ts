import { describe, expect, it } from "vitest";
import ar from "../../../public/assets/i18n/ar.json";
import en from "../../../public/assets/i18n/en.json";
import { ApiError } from "../../lib/api/api-error";
import { createI18n } from "../../shell/i18n/create-i18n";
import { emptySkuRow, formValuesOf } from "./product-form";
import { productResolver, saveFailureOf } from "./product-form-errors";

const i18n = createI18n("en", en);

describe("issue 13 Products: what a refused save shows", () => {
  it("Rules: a stale version is 'changed by someone else', never a field error", () => {
    const error = new ApiError("409", 409, [
      { errorCode: "CONFLICT", errorDesc: "Changed by someone else.", suggesstion: "Reload.", field: "version" },
    ]);
    expect(saveFailureOf(error, i18n)).toEqual({ kind: "conflict" });
  });

  it("SPEC 8: VALIDATION_FAILED naming a field goes next to that field, SKU rows included", () => {
    const error = new ApiError("400", 400, [
      {
        errorCode: "VALIDATION_FAILED",
        errorDesc: "The SKU code MON-M is used by another product.",
        suggesstion: "Choose another code.",
        field: "skus.1.code",
      },
      {
        errorCode: "VALIDATION_FAILED",
        errorDesc: "This category does not exist.",
        suggesstion: "",
        field: "categoryId",
      },
    ]);
    expect(saveFailureOf(error, i18n)).toEqual({
      kind: "fields",
      fields: [
        { path: "skus.1.code", message: "Choose another code. The SKU code MON-M is used by another product." },
        { path: "categoryId", message: "This category does not exist." },
      ],
      message: null,
    });
  });

  it("an error that names no field of the form becomes the form's one message", () => {
    const error = new ApiError("403", 403, [{ errorCode: "FORBIDDEN", errorDesc: "Not allowed.", suggesstion: "" }]);
    const failure = saveFailureOf(error, i18n);
    expect(failure.kind === "fields" && failure.fields).toEqual([]);
    expect(failure.kind === "fields" && failure.message).toBeTruthy();
  });
});

describe("issue 13 Products: the form's own check, in the page's language", () => {
  it("puts a translated message on each bad field, and the list's problem on skus.root", async () => {
    const resolve = productResolver(createI18n("ar", ar));
    const values = formValuesOf(null);
    values.skus = [{ ...emptySkuRow(), code: "A", price: "abc" }];
    const errors = (await resolve(values)).errors as Record<string, unknown>;
    expect(errors).toMatchObject({
      name: { en: { message: ar.admin.products.errors.name } },
      categoryId: { message: ar.admin.products.errors.categoryId },
      skus: [{ price: { message: ar.admin.products.errors.price } }],
    });
    // The same code twice (any case) is checked once every row is valid.
    values.skus = [
      { ...emptySkuRow(), code: "A", price: "5" },
      { ...emptySkuRow(), code: "a", price: "5" },
    ];
    const twice = (await resolve(values)).errors as { skus?: { root?: { message: string } } };
    expect(twice.skus?.root?.message).toBe(ar.admin.products.errors.skus);
  });

  it("passes a valid form through unchanged", async () => {
    const values = formValuesOf(null);
    values.name.en = "Fern";
    values.categoryId = "3";
    values.skus = [{ ...emptySkuRow(), code: "FERN-S", price: "45" }];
    expect(await productResolver(i18n)(values)).toEqual({ values, errors: {} });
  });
});
