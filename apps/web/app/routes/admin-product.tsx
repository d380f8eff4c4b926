import { data } from "react-router";
import { ProductEditPage } from "../features/admin-products";
import { loadProductEdit } from "../features/admin-products/index.server";
import { pageMeta } from "../shell/i18n/page-meta";
import { languageFromRequest } from "../shell/i18n/request-language";
import { ErrorPage } from "../shell/layout/error-page";
import accountStyles from "../styles/account.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import ordersStyles from "../styles/orders.css?url";
import type { Route } from "./+types/admin-product";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: ordersStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "admin.products.editTitle", "admin.meta"), { name: "robots", content: "noindex" }];
}

/** Staff data: never kept by a browser or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The id of /admin/products/:id, or null for /admin/products/new; anything else is not a product. */
function productIdOf(params: Record<string, string | undefined>): number | null {
  const raw = params.id;
  if (raw === undefined) return null;
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
}

/** DESIGN "Back office": rendered and guarded on the server (a visitor logs in, a role without the catalogue is not allowed). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadProductEdit(request, languageFromRequest(request), productIdOf(params));
}

export default function AdminProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductEditPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
