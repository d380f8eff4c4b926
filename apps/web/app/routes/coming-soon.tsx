import { useShopConfig } from "../features/config/config-context";
import { ComingSoon } from "../features/content/coming-soon";
import { pageMeta } from "../features/i18n/page-meta";
import type { Route } from "./+types/coming-soon";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "comingSoon.title", "comingSoon.text");
}

export default function ComingSoonPage() {
  return <ComingSoon shopName={useShopConfig().shopName} />;
}
