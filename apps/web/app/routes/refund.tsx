import { EditedInfoPage, RefundInfoPage } from "../features/content";
import { loadInfoPage } from "../features/content/index.server";
import { pageMeta } from "../shell/i18n/page-meta";
import { languageFromRequest } from "../shell/i18n/request-language";
import type { Route } from "./+types/refund";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "pages.refund.title", "pages.refund.intro");
}

/** Issue 15: the text staff published in the back office, or null (the built-in page). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadInfoPage(request, "refund", languageFromRequest(request));
}

export default function RefundPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return page ? <EditedInfoPage slug="refund" body={page.body} lang={page.bodyLang} /> : <RefundInfoPage />;
}
