import { DeliveryInfoPage } from "../features/content";
import { pageMeta } from "../shell/i18n/page-meta";
import type { Route } from "./+types/delivery";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "pages.delivery.title", "pages.delivery.intro");
}

export default function DeliveryPage() {
  return <DeliveryInfoPage />;
}
