/**
 * SPEC 2 "Layout": which area a path belongs to decides the header, footer and newsletter. "admin" is the back
 * office (DESIGN "administration"): the shop's header and footer, without the newsletter block.
 */
export type Area = "home" | "shop" | "pages" | "admin" | "bare";

export interface AreaLayout {
  area: Area;
  showHeader: boolean;
  showFooter: boolean;
  /** The footer's newsletter block (still subject to config.newsletter.enabled). */
  showNewsletter: boolean;
  /** The header becomes fixed once scrolled past its height plus 20 px. */
  stickyHeader: boolean;
}

/** Paths that render without header and footer. */
const barePaths = new Set(["/pages/comingsoon"]);

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed.toLowerCase();
}

export function areaOf(pathname: string): Area {
  const path = normalizePath(pathname);
  if (barePaths.has(path)) return "bare";
  if (path === "/shop" || path.startsWith("/shop/")) return "shop";
  if (path === "/pages" || path.startsWith("/pages/")) return "pages";
  if (path === "/admin" || path.startsWith("/admin/")) return "admin";
  return "home";
}

export function layoutFor(pathname: string): AreaLayout {
  const area = areaOf(pathname);
  switch (area) {
    case "bare":
      return { area, showHeader: false, showFooter: false, showNewsletter: false, stickyHeader: false };
    case "shop":
      return { area, showHeader: true, showFooter: true, showNewsletter: false, stickyHeader: true };
    case "pages":
    case "admin":
      return { area, showHeader: true, showFooter: true, showNewsletter: false, stickyHeader: true };
    default:
      return { area, showHeader: true, showFooter: true, showNewsletter: true, stickyHeader: true };
  }
}

/** SPEC 9: the sticky header switches to fixed past its own height plus 20 px. */
export const STICKY_HEADER_OFFSET_PX = 20;

export function shouldFixHeader(scrollY: number, headerHeight: number): boolean {
  return scrollY > headerHeight + STICKY_HEADER_OFFSET_PX;
}

/** SPEC 9: the tap-to-top control appears after scrolling more than 600 px. */
export const TAP_TO_TOP_THRESHOLD_PX = 600;

export function shouldShowTapToTop(scrollY: number): boolean {
  return scrollY > TAP_TO_TOP_THRESHOLD_PX;
}
