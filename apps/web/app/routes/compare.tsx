import { useLocation } from "react-router";
import { ComparePage } from "../features/compare";
import { pageMeta } from "../shell/i18n/page-meta";
import compareStyles from "../styles/compare.css?url";
import type { Route } from "./+types/compare";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: compareStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "compare.title", "meta.compareDescription"), { name: "robots", content: "noindex" }];
}

/** /pages/compare/one shows a table, /pages/compare/two cards; the list itself is kept in this browser. */
export default function CompareRoute() {
  const { pathname } = useLocation();
  return <ComparePage view={pathname.toLowerCase().endsWith("/two") ? "cards" : "table"} />;
}
