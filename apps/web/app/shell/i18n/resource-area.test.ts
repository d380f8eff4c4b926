import { describe, expect, it } from "vitest";
import { resourceAreaOf } from "./resource-area";
import { resourcesFor } from "./resources.server";

describe("issue 17: translations inlined per area", () => {
  it("issue 17: the shop's pages leave the back office's namespaces out, the back office gets them all", () => {
    for (const lang of ["en", "fr", "ar"] as const) {
      const shop = resourcesFor(lang, "shop");
      const all = resourcesFor(lang, "back-office");
      expect(shop).not.toHaveProperty("admin");
      expect(shop).not.toHaveProperty("adminRefunds");
      expect(all).toHaveProperty("admin");
      expect(Object.keys(all).filter((ns) => !(ns in shop))).toEqual(["admin", "adminRefunds"]);
      expect(JSON.stringify(shop).length).toBeLessThan(JSON.stringify(all).length * 0.7);
    }
  });

  it("issue 17: back-office paths and the staff welcome page are the back-office area", () => {
    expect(resourceAreaOf("/admin")).toBe("back-office");
    expect(resourceAreaOf("/admin/products/12")).toBe("back-office");
    expect(resourceAreaOf("/pages/staff/welcome")).toBe("back-office");
    expect(resourceAreaOf("/")).toBe("shop");
    expect(resourceAreaOf("/administrator")).toBe("shop");
    expect(resourceAreaOf("/shop/product/monstera")).toBe("shop");
  });
});
