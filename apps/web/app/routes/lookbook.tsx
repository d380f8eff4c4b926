import { LookbookPage } from "../features/lookbook";
import { loadLookbook } from "../features/lookbook/index.server";
import { pageMeta } from "../shell/i18n/page-meta";
import { languageFromRequest } from "../shell/i18n/request-language";
import { linkMeta } from "../shell/seo/seo-links";
import lookbookStyles from "../styles/lookbook.css?url";
import type { Route } from "./+types/lookbook";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: lookbookStyles }];

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const tags = pageMeta(matches, "lookbook.title", "lookbook.intro");
  return loaderData ? [...tags, ...linkMeta(loaderData.links)] : tags;
}

/** /pages/lookbook (SPEC 2): looks made in the back office, hotspots linking to the products in them (issue 14). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadLookbook(request, languageFromRequest(request));
}

export default function LookbookRoute({ loaderData }: Route.ComponentProps) {
  return <LookbookPage looks={loaderData.looks} />;
}
