import { InfoPage } from "../features/content";
import { pageMeta } from "../shell/i18n/page-meta";
import type { Route } from "./+types/about-us";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "pages.about.title", "pages.about.intro");
}

export default function AboutPage() {
  return <InfoPage name="about" />;
}
