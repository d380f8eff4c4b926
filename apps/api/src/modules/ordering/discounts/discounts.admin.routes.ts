import {
  discountCodeAddRequestSchema,
  discountCodeResponseSchema,
  discountCodeSearchRequestSchema,
  discountCodeSearchResponseSchema,
  discountCodeSetActiveRequestSchema,
  discountCodeUpdateRequestSchema,
} from "@shop/shared";
import { adminPost } from "../../../lib/admin-routes";
import type { ModulePlugin } from "../../../lib/reply";
import type { DiscountAdmin } from "./discounts.admin.service";

const rules =
  "Codes are stored trimmed and upper-cased (3-40 of A-Z, 0-9, - and _) and are unique whatever the case " +
  "(CONFLICT). Once an order used a code its text cannot change (CONFLICT); the other settings may, for later " +
  "orders only, and the total limit never goes below the uses made (decision 0017).";

/** The back office's discount codes: the role table's "commerce" area (ADMIN and SUPER_ADMIN edit, MANAGER views). */
export const discountAdminRoutes: ModulePlugin<{ discounts: DiscountAdmin }> = async (app, { discounts }) => {
  adminPost(
    app,
    "/api/v1/admin/discounts/search",
    {
      area: "commerce",
      access: "view",
      summary: "Discount codes, newest first: settings, status, uses, remaining, orders, revenue and discount given",
      description: "Revenue and discount given count the orders that used the code and were not cancelled.",
      payload: discountCodeSearchRequestSchema,
      optional: true,
      response: discountCodeSearchResponseSchema,
    },
    (request) => discounts.search(request),
  );

  adminPost(
    app,
    "/api/v1/admin/discounts/add",
    {
      area: "commerce",
      access: "edit",
      summary: "A new discount code: percent (1-100) or fixed amount in fils, minimum, category, dates, limits",
      description: rules,
      payload: discountCodeAddRequestSchema,
      response: discountCodeResponseSchema,
    },
    (values, staff) => discounts.add(staff, values),
  );

  adminPost(
    app,
    "/api/v1/admin/discounts/update",
    {
      area: "commerce",
      access: "edit",
      summary: "Save every setting of a discount code",
      description: rules,
      payload: discountCodeUpdateRequestSchema,
      response: discountCodeResponseSchema,
    },
    (values, staff) => discounts.update(staff, values),
  );

  adminPost(
    app,
    "/api/v1/admin/discounts/setActive",
    {
      area: "commerce",
      access: "edit",
      summary: "Switch a discount code off (checkout refuses it with DISCOUNT_INVALID) or on again",
      payload: discountCodeSetActiveRequestSchema,
      response: discountCodeResponseSchema,
    },
    ({ id, active }, staff) => discounts.setActive(staff, id, active),
  );
};
