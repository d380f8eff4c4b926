import { DeliveryInfoPage, EditedInfoPage } from "../features/content";
import { loadInfoPage } from "../features/content/index.server";
import { pageMeta } from "../shell/i18n/page-meta";
import { languageFromRequest } from "../shell/i18n/request-language";
import type { Route } from "./+types/delivery";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "pages.delivery.title", "pages.delivery.intro");
}

/** Issue 15: the text staff published in the back office, or null (the built-in page). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadInfoPage(request, "delivery", languageFromRequest(request));
}

export default function DeliveryPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return page ? <EditedInfoPage slug="delivery" body={page.body} lang={page.bodyLang} /> : <DeliveryInfoPage />;
}
