import { pageMeta } from "../features/i18n/page-meta";
import { languageFromRequest } from "../features/i18n/request-language";
import { loadSearch } from "../features/search/search-data.server";
import { SearchResults } from "../features/search/search-results";
import type { Route } from "./+types/search-results";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, "meta.searchTitle", "meta.searchDescription", { query: loaderData?.query ?? "" }),
    { name: "robots", content: "noindex, follow" },
  ];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadSearch(request, languageFromRequest(request), params.productName);
}

export default function SearchResultsRoute({ loaderData }: Route.ComponentProps) {
  return <SearchResults {...loaderData} />;
}
