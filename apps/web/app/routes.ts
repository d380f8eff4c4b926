import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * SPEC 2 routes. Unknown paths, and the theme's demo routes (/home/*, /elements/*,
 * /pages/portfolio/*, /pages/typography), redirect home through the catch-all (DESIGN).
 */
export default [
  index("routes/home.tsx"),
  route("shop/collection/productName/:productName", "routes/search-results.tsx"),
  route("pages/comingsoon", "routes/coming-soon.tsx"),
  route("pages/aboutus", "routes/about-us.tsx"),
  route("pages/delivery", "routes/delivery.tsx"),
  route("pages/refund", "routes/refund.tsx"),
  route("pages/faq", "routes/faq.tsx"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
