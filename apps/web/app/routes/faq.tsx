import { FaqList } from "../features/content";
import { pageMeta } from "../shell/i18n/page-meta";
import type { Route } from "./+types/faq";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "pages.faq.title", "pages.faq.intro");
}

export default function FaqPage() {
  return <FaqList />;
}
