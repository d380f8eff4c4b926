import { normalizePath } from "./path-area";

/**
 * DESIGN "Deliberate differences": the theme's demonstration routes (/home/<variant>, /elements/*,
 * /pages/portfolio/*, /pages/typography) are not shop pages and redirect home; /home/marijuana is among them,
 * so it is never served. Every other unknown path is a 404.
 */
export function isThemeDemoPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return (
    path.startsWith("/home/") ||
    path === "/elements" ||
    path.startsWith("/elements/") ||
    path === "/pages/portfolio" ||
    path.startsWith("/pages/portfolio/") ||
    path === "/pages/typography"
  );
}
