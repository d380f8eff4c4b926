import { describe, expect, it } from "vitest";
import ar from "../../../public/assets/i18n/ar.json";
import fr from "../../../public/assets/i18n/fr.json";
import { ApiError } from "../../lib/api/api-error";
import { listErrorMessages } from "./list-errors";

/** A translator over one language file (i18next's lookup and {{name}} interpolation, plural-free keys). */
function translator(file: unknown) {
  return (key: string, options: Record<string, unknown> & { defaultValue: string }) => {
    let node: unknown = file;
    for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    const text = typeof node === "string" ? node : options.defaultValue;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(options[name] ?? ""));
  };
}

const outOfStock = new ApiError(
  "409",
  409,
  [{ errorCode: "OUT_OF_STOCK", errorDesc: "Only 4 left.", suggesstion: "Choose 4 or fewer.", field: "qty" }],
  { unavailable: [{ skuId: 1, name: null, requested: 6, available: 4 }] },
);
const full = new ApiError("409", 409, [
  { errorCode: "CONFLICT", errorDesc: "Your cart can hold up to 100.", suggesstion: "" },
]);

describe("issue 16: cart and wish-list error toasts in the page's language", () => {
  it("issue 16: OUT_OF_STOCK on the quantity says how many are left, in French and Arabic, never the server's English", () => {
    expect(listErrorMessages(outOfStock, "cart", translator(fr))).toEqual(["Plus que 4 en stock."]);
    const arabic = listErrorMessages(outOfStock, "cart", translator(ar));
    expect(arabic).toHaveLength(1);
    expect(arabic[0]).toContain("4");
    expect(arabic[0]).not.toMatch(/[A-Za-z]/);
  });

  it("issue 16: a full cart and a full wish list each get their own translated message", () => {
    const [cart] = listErrorMessages(full, "cart", translator(fr));
    const [wishlist] = listErrorMessages(full, "wishlist", translator(fr));
    expect(cart).toMatch(/panier/);
    expect(wishlist).toMatch(/envies/);
    expect(listErrorMessages(full, "wishlist", translator(ar))[0]).not.toMatch(/[A-Za-z]/);
  });

  it("issue 16: an unknown code falls back to the translated 'did not work', once per distinct message", () => {
    const odd = new ApiError("500", 500, [
      { errorCode: "INTERNAL_ERROR", errorDesc: "Boom", suggesstion: "" },
      { errorCode: "INTERNAL_ERROR", errorDesc: "Boom again", suggesstion: "" },
    ]);
    expect(listErrorMessages(odd, "cart", translator(fr))).toEqual([fr.cart.failed]);
  });
});
