import { CategoryDirectory } from "../features/catalogue";
import { loadCategories } from "../features/catalogue/index.server";
import { pageMeta } from "../shell/i18n/page-meta";
import { languageFromRequest } from "../shell/i18n/request-language";
import { linkMeta } from "../shell/seo/seo-links";
import collectionStyles from "../styles/collection.css?url";
import type { Route } from "./+types/categories";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: collectionStyles }];

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const tags = pageMeta(matches, "categoriesPage.title", "categoriesPage.intro");
  return loaderData ? [...tags, ...linkMeta(loaderData.links)] : tags;
}

export async function loader({ request }: Route.LoaderArgs) {
  return loadCategories(request, languageFromRequest(request));
}

export default function CategoriesRoute({ loaderData }: Route.ComponentProps) {
  return <CategoryDirectory categories={loaderData.categories} />;
}
