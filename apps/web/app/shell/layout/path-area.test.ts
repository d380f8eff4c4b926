import { describe, expect, it } from "vitest";
import { areaOf, layoutFor, shouldFixHeader, shouldShowTapToTop } from "./path-area";

describe("SPEC 2 layout areas", () => {
  it("SPEC 2: the home area shows header, footer and the newsletter block", () => {
    expect(layoutFor("/")).toMatchObject({ area: "home", showHeader: true, showFooter: true, showNewsletter: true });
  });

  it("SPEC 2: the shop area shows the footer without the newsletter block", () => {
    expect(layoutFor("/shop/collection/productName/fern")).toMatchObject({
      area: "shop",
      showFooter: true,
      showNewsletter: false,
    });
  });

  it("SPEC 2: the pages area has a sticky header and a footer without the newsletter block", () => {
    expect(layoutFor("/pages/aboutus")).toMatchObject({
      area: "pages",
      stickyHeader: true,
      showFooter: true,
      showNewsletter: false,
    });
  });

  it("DESIGN: the back office (/admin/*) keeps header and footer but shows no newsletter block", () => {
    for (const path of [
      "/admin/orders",
      "/admin/orders/BST-AAAA-BBBB",
      "/admin/settings",
      "/Admin/Settings/",
      "/admin",
    ]) {
      expect(layoutFor(path)).toMatchObject({
        area: "admin",
        showHeader: true,
        showFooter: true,
        showNewsletter: false,
      });
    }
    expect(areaOf("/administration")).toBe("home");
  });

  it("SPEC 2: header and footer are hidden at /pages/comingsoon", () => {
    for (const path of ["/pages/comingsoon", "/pages/comingsoon/", "/Pages/ComingSoon"]) {
      expect(layoutFor(path)).toMatchObject({ area: "bare", showHeader: false, showFooter: false });
    }
  });

  it("SPEC 2: areas are decided by the first path segment only", () => {
    expect(areaOf("/shopping")).toBe("home");
    expect(areaOf("/shop")).toBe("shop");
    expect(areaOf("/pages")).toBe("pages");
    expect(areaOf("/pages/comingsoonish")).toBe("pages");
  });
});

describe("SPEC 9 scroll thresholds", () => {
  it("SPEC 9: the header becomes fixed past its height plus 20 px", () => {
    expect(shouldFixHeader(140, 120)).toBe(false);
    expect(shouldFixHeader(141, 120)).toBe(true);
  });

  it("SPEC 9: tap-to-top appears after scrolling more than 600 px", () => {
    expect(shouldShowTapToTop(600)).toBe(false);
    expect(shouldShowTapToTop(601)).toBe(true);
  });
});
