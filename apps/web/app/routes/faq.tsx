import { EditedInfoPage, FaqList } from "../features/content";
import { loadInfoPage } from "../features/content/index.server";
import { pageMeta } from "../shell/i18n/page-meta";
import { languageFromRequest } from "../shell/i18n/request-language";
import type { Route } from "./+types/faq";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "pages.faq.title", "pages.faq.intro");
}

/** Issue 15: the text staff published in the back office, or null (the built-in page). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadInfoPage(request, "faq", languageFromRequest(request));
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return page ? <EditedInfoPage slug="faq" body={page.body} lang={page.bodyLang} /> : <FaqList />;
}
