import {
  adminProductCreateRequestSchema,
  adminProductIdRequestSchema,
  adminProductListRequestSchema,
  adminProductListResponseSchema,
  adminProductResponseSchema,
  adminProductUpdateRequestSchema,
  adminProductVersionRequestSchema,
} from "@shop/shared";
import { adminPost } from "../../lib/admin-routes";
import type { ModulePlugin } from "../../lib/reply";
import type { AdminProductService } from "./catalogue.admin.service";

/**
 * The back office's products (catalogue area): "view" lists and reads, "edit" writes. Token and role are
 * checked on request, before the body is read: 401, then 403, then any 400.
 */
export const adminProductRoutes: ModulePlugin<{ products: AdminProductService }> = async (app, { products }) => {
  const base = "/api/v1/admin/products";
  const edits = { area: "catalogue", access: "edit", response: adminProductResponseSchema } as const;

  adminPost(
    app,
    `${base}/search`,
    {
      area: "catalogue",
      access: "view",
      summary: "Every product (drafts and archived too): text, category, status, stock and sale filters; sorted, paged",
      payload: adminProductListRequestSchema,
      response: adminProductListResponseSchema,
    },
    (filter) => products.search(filter),
  );

  adminPost(
    app,
    `${base}/detail`,
    {
      area: "catalogue",
      access: "view",
      summary: "One product as the edit page shows it, with its version, texts per language and SKUs",
      payload: adminProductIdRequestSchema,
      response: adminProductResponseSchema,
    },
    ({ id }) => products.detail(id),
  );

  adminPost(
    app,
    `${base}/create`,
    {
      ...edits,
      summary: "A new product (a draft unless a status is sent); its slug comes from the English name",
      payload: adminProductCreateRequestSchema,
    },
    (values, staff) => products.create(staff, values),
  );

  adminPost(
    app,
    `${base}/update`,
    {
      ...edits,
      summary: "Save a product with the version it was read at; CONFLICT (field version) when changed since",
      description:
        "SKUs are matched by code: new ones added, missing ones deactivated (never deleted), stock untouched. " +
        "A changed English name changes the slug; the old one answers 301 on the storefront.",
      payload: adminProductUpdateRequestSchema,
    },
    (change, staff) => products.update(staff, change),
  );

  const lifecycle = [
    ["duplicate", "A draft copy named '<name> (copy)', SKU codes suffixed -COPY, no stock"],
    ["archive", "Withdraw a product from the shop (restorable)"],
    ["restore", "Put an archived product back on sale"],
  ] as const;
  for (const [action, summary] of lifecycle) {
    adminPost(app, `${base}/${action}`, { ...edits, summary, payload: adminProductVersionRequestSchema }, (at, staff) =>
      products[action](staff, at),
    );
  }
};
