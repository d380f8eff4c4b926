import { loadPopularCategories } from "../features/catalogue/index.server";
import { SearchPage } from "../features/search";
import { pageMeta } from "../shell/i18n/page-meta";
import { languageFromRequest } from "../shell/i18n/request-language";
import type { Route } from "./+types/search";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "searchPage.title", "searchPage.intro");
}

/** /pages/search (SPEC 2): the search field, recent searches and popular categories. */
export async function loader({ request }: Route.LoaderArgs) {
  return { categories: await loadPopularCategories(request, languageFromRequest(request)) };
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage categories={loaderData.categories} />;
}
