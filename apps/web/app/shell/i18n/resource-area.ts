import { normalizePath } from "../layout/path-area";

/**
 * Issue 17 (page weight): the root loader inlines one language's translations into every page. The back
 * office's namespaces are nearly half of them, so the shop's pages leave them out; back-office paths (and the
 * staff welcome page, which uses them) get everything.
 */
export type ResourceArea = "shop" | "back-office";

export const BACK_OFFICE_NAMESPACES: readonly string[] = ["admin", "adminRefunds"];

export function resourceAreaOf(pathname: string): ResourceArea {
  const path = normalizePath(pathname);
  if (path === "/admin" || path.startsWith("/admin/") || path.startsWith("/pages/staff/")) return "back-office";
  return "shop";
}
