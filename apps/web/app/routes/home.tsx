import { useTranslation } from "react-i18next";
import { CategoryTiles, ProductRail } from "../features/catalogue";
import { Hero, LandscapingBanner, ServicePromises, SHOP_PATH } from "../features/home";
import { loadHome } from "../features/home/index.server";
import { useShopConfig } from "../lib/config/config-context";
import { pageMeta } from "../shell/i18n/page-meta";
import { languageFromRequest } from "../shell/i18n/request-language";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "meta.homeTitle", "meta.homeDescription");
}

export async function loader({ request }: Route.LoaderArgs) {
  return loadHome(request, languageFromRequest(request));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { landscapingUrl } = useShopConfig();
  const { categories, featured, newest, onSale } = loaderData;
  return (
    <>
      <Hero />
      <ServicePromises />
      <CategoryTiles categories={categories} />
      <ProductRail title={t("home.featured")} products={featured} moreHref={`${SHOP_PATH}?featured=true`} />
      <ProductRail title={t("home.newArrivals")} products={newest} moreHref={`${SHOP_PATH}?sort=newest`} />
      <ProductRail title={t("home.onSale")} products={onSale} moreHref={`${SHOP_PATH}?onSale=true`} />
      <LandscapingBanner url={landscapingUrl} />
    </>
  );
}
