import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** DESIGN: the collection layout routes set the sidebar position; infinitescroll loads pages as you scroll. */
const collectionLayouts = ["left/sidebar", "right/sidebar", "no/sidebar", "infinitescroll"];

/** DESIGN: every product layout route renders the one product page, canonical at /shop/product/{slug}. */
const productLayouts = ["right/sidebar", "no/sidebar", "three/column", "four/image", "bundle", "image/outside"];

const idOf = (prefix: string, path: string) => `${prefix}-${path.replace(/\//g, "-")}`;

/**
 * SPEC 2 routes. The catch-all redirects the theme's demo routes (/home/*, /elements/*, /pages/portfolio/*,
 * /pages/typography) home and answers every other unknown path with the 404 page, status 404 (DESIGN).
 */
export default [
  index("routes/home.tsx"),
  ...collectionLayouts.map((layout) =>
    route(`shop/collection/${layout}`, "routes/collection.tsx", { id: idOf("collection", layout) }),
  ),
  route("shop/collection/productName/:productName", "routes/search-results.tsx"),
  route("shop/product/:slug", "routes/product.tsx", { id: "product" }),
  ...productLayouts.map((layout) =>
    route(`shop/product/${layout}/:slug`, "routes/product.tsx", { id: idOf("product", layout) }),
  ),
  route("pages/collection", "routes/categories.tsx"),
  route("pages/compare/one", "routes/compare.tsx", { id: "compare-one" }),
  route("pages/compare/two", "routes/compare.tsx", { id: "compare-two" }),
  route("pages/comingsoon", "routes/coming-soon.tsx"),
  route("pages/newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("pages/newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("pages/aboutus", "routes/about-us.tsx"),
  route("pages/delivery", "routes/delivery.tsx"),
  route("pages/refund", "routes/refund.tsx"),
  route("pages/faq", "routes/faq.tsx"),
  route("pages/guides", "routes/guides.tsx"),
  route("pages/guides/:slug", "routes/guide.tsx"),
  route("pages/lookbook", "routes/lookbook.tsx"),
  route("pages/review", "routes/review.tsx"),
  route("pages/contact", "routes/contact.tsx"),
  route("pages/search", "routes/search.tsx"),
  route("pages/404", "routes/catch-all.tsx", { id: "not-found" }),
  route("pages/login", "routes/login.tsx"),
  route("pages/register", "routes/register.tsx"),
  route("pages/forget/password", "routes/forgot-password.tsx"),
  route("pages/staff/welcome", "routes/staff-welcome.tsx"),
  route("pages/profile", "routes/profile.tsx"),
  route("pages/email/confirm", "routes/email-confirm.tsx"),
  route("pages/account/deleted", "routes/account-deleted.tsx"),
  route("pages/dashboard", "routes/dashboard.tsx"),
  route("pages/addresses", "routes/addresses.tsx"),
  route("shop/cart", "routes/cart.tsx", { id: "cart-shop" }),
  route("pages/cart", "routes/cart.tsx", { id: "cart-pages" }),
  route("shop/wishlist", "routes/wishlist.tsx", { id: "wishlist-shop" }),
  route("pages/wishlist", "routes/wishlist.tsx", { id: "wishlist-pages" }),
  route("pages/checkout", "routes/checkout.tsx"),
  route("pages/order/success", "routes/order-success.tsx"),
  route("shop/trackorder", "routes/track-order.tsx"),
  route("pages/orders", "routes/orders.tsx"),
  route("pages/orders/:number", "routes/order-detail.tsx"),
  route("admin", "routes/admin-home.tsx"),
  route("admin/products", "routes/admin-products.tsx"),
  route("admin/products/import", "routes/admin-products-import.tsx"),
  route("admin/products/new", "routes/admin-product.tsx", { id: "admin-product-new" }),
  route("admin/products/:id", "routes/admin-product.tsx", { id: "admin-product" }),
  route("admin/orders", "routes/admin-orders.tsx"),
  route("admin/orders/:number", "routes/admin-order.tsx"),
  route("admin/deliveries", "routes/admin-deliveries.tsx"),
  route("admin/customers", "routes/admin-customers.tsx"),
  route("admin/customers/:id", "routes/admin-customer.tsx"),
  route("admin/settings", "routes/admin-settings.tsx"),
  route("admin/stock", "routes/admin-stock.tsx"),
  route("admin/stock-alerts", "routes/admin-stock-alerts.tsx"),
  route("admin/categories", "routes/admin-categories.tsx"),
  route("admin/menus", "routes/admin-menus.tsx"),
  route("admin/guides", "routes/admin-guides.tsx"),
  route("admin/pages", "routes/admin-info-pages.tsx"),
  route("admin/pages/:slug", "routes/admin-info-page.tsx"),
  route("admin/lookbook", "routes/admin-lookbook.tsx"),
  route("admin/reviews", "routes/admin-reviews.tsx"),
  route("admin/messages", "routes/admin-messages.tsx"),
  route("admin/messages/:id", "routes/admin-message.tsx"),
  route("admin/audit", "routes/admin-audit.tsx"),
  route("admin/reports", "routes/admin-reports.tsx"),
  route("admin/discounts", "routes/admin-discounts.tsx"),
  route("admin/staff", "routes/admin-staff.tsx"),
  route("admin/newsletter", "routes/admin-newsletter.tsx"),
  route("admin/newsletter/campaigns", "routes/admin-newsletter-campaigns.tsx"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
