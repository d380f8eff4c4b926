import { GuideListPage, guidesMeta } from "../features/guides";
import { type GuidesData, loadGuides } from "../features/guides/index.server";
import { languageFromRequest } from "../shell/i18n/request-language";
import guideStyles from "../styles/guides.css?url";
import type { Route } from "./+types/guides";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: guideStyles }];

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return guidesMeta(matches, loaderData as GuidesData | undefined);
}

/** /pages/guides: the care guides written in the back office (issue 14; the menu's "Care guides"). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadGuides(request, languageFromRequest(request));
}

export default function GuidesRoute({ loaderData }: Route.ComponentProps) {
  return <GuideListPage guides={loaderData.guides} />;
}
