import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useShopConfig } from "../../lib/config/config-context";
import { JsonLdScript } from "../../shell/seo/json-ld-script";
import { absoluteUrl } from "../../shell/seo/seo-links";
import { Breadcrumbs } from "../../ui/breadcrumbs";
import { categoryPath, ProductRail, toCardProduct } from "../catalogue";
import { ReviewsSection } from "../reviews";
import { CarePanel } from "./care-panel";
import type { ProductData } from "./product-data.server";
import { ProductGallery } from "./product-gallery";
import { breadcrumbJsonLd, productJsonLd } from "./product-json-ld";
import { ProductSummary } from "./product-summary";
import { RecentlyViewedRail } from "./recently-viewed-rail";
import { useSelectedSku } from "./use-selected-sku";

/**
 * The gallery of the chosen SKU's pot colour: the summary chooses the SKU and writes ?sku=, which this follows.
 * Keyed by product (as the summary is), so another product starts from its own SKU.
 */
function SkuGallery({ product, initialSkuId }: Pick<ProductData, "product" | "initialSkuId">) {
  const [sku] = useSelectedSku(product.skus, initialSkuId);
  return <ProductGallery images={product.images} name={product.name} potColour={sku?.options.potColour} />;
}

/** The product page; every product layout route renders this one (DESIGN). */
export function ProductPage({ data }: { data: ProductData }) {
  const { t } = useTranslation();
  const { shopName } = useShopConfig();
  const { product, related, breadcrumbs, origin, links, initialSkuId, reviews } = data;
  const card = useMemo(() => toCardProduct(product), [product]);
  const crumbs = [
    { label: t("breadcrumbs.home"), to: "/" },
    ...breadcrumbs.map((category) => ({ label: category.name, to: categoryPath(category.slug) })),
    { label: product.name },
  ];
  const structured = [
    productJsonLd(product, origin, links.canonical, shopName, reviews?.reviews),
    breadcrumbJsonLd(
      crumbs.map((crumb) => ({ name: crumb.label, url: crumb.to ? absoluteUrl(origin, crumb.to) : undefined })),
    ),
  ];
  return (
    <div className="container page product-page">
      <Breadcrumbs items={crumbs} label={t("breadcrumbs.label")} />
      <div className="product-page__top">
        <SkuGallery key={product.productId} product={product} initialSkuId={initialSkuId} />
        <ProductSummary key={product.productId} product={product} initialSkuId={initialSkuId} />
      </div>
      <CarePanel care={product.care} careText={product.careText} />
      <ReviewsSection key={product.productId} productId={product.productId} initial={reviews} />
      <ProductRail title={t("product.related")} products={related} moreHref={categoryPath(product.category.slug)} />
      <RecentlyViewedRail current={card} />
      {structured.map((item) => (
        <JsonLdScript key={String(item["@type"])} data={item} />
      ))}
    </div>
  );
}
