import { ComingSoon } from "../features/content";
import { NewsletterForm } from "../features/newsletter";
import { useShopConfig } from "../lib/config/config-context";
import { pageMeta } from "../shell/i18n/page-meta";
import type { Route } from "./+types/coming-soon";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "comingSoon.title", "comingSoon.text");
}

export default function ComingSoonPage() {
  return (
    <ComingSoon shopName={useShopConfig().shopName}>
      <NewsletterForm source="comingsoon" className="coming-soon__signup" />
    </ComingSoon>
  );
}
