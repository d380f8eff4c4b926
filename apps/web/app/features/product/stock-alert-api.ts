// Types only: the browser does not re-validate answers with zod (api-client.ts).
import type { Language } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";

/**
 * Back-in-stock alert (issue 16): one e-mail to `email`, in `locale`, when the SKU is back. The answer is `{}`
 * whether the address was new or already waiting; a signed-in member's session cookie goes along.
 */
export function askStockAlert(skuId: number, email: string, locale: Language): Promise<unknown> {
  return apiPost("/api/v1/stock-alerts/add", { skuId, email, locale });
}
