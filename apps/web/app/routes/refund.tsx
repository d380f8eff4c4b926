import { RefundInfoPage } from "../features/content";
import { pageMeta } from "../shell/i18n/page-meta";
import type { Route } from "./+types/refund";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "pages.refund.title", "pages.refund.intro");
}

export default function RefundPage() {
  return <RefundInfoPage />;
}
