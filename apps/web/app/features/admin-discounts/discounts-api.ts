// Types only: the browser does not re-validate answers with zod (api-client.ts).
import type {
  AdminCategoryListResponse,
  DiscountCode,
  DiscountCodeSearchResponse,
  DiscountCodeValues,
  DiscountStatus,
} from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { memberCall } from "../account";

const DISCOUNTS = "/api/v1/admin/discounts";

export interface DiscountFilter {
  q?: string;
  status?: DiscountStatus;
  from: number;
  limit: number;
}

/** Codes newest first, filtered and paged on the server (area commerce: ADMIN, SUPER_ADMIN, MANAGER to view). */
export function searchDiscounts(filter: DiscountFilter): Promise<DiscountCodeSearchResponse> {
  return memberCall(() => apiPost<DiscountCodeSearchResponse>(`${DISCOUNTS}/search`, filter));
}

/** The category tree, for the form's "only this category" choice (every commerce role may view the catalogue). */
export function listCategories(): Promise<AdminCategoryListResponse> {
  return memberCall(() => apiPost<AdminCategoryListResponse>("/api/v1/admin/categories/list", {}));
}

const codeCall = async (path: string, payload: unknown): Promise<DiscountCode> => {
  const { discountCode } = await memberCall(() =>
    apiPost<{ discountCode: DiscountCode }>(`${DISCOUNTS}/${path}`, payload),
  );
  return discountCode;
};

export const addDiscount = (values: DiscountCodeValues) => codeCall("add", values);
export const updateDiscount = (id: number, values: DiscountCodeValues) => codeCall("update", { id, ...values });
export const setDiscountActive = (id: number, active: boolean) => codeCall("setActive", { id, active });
