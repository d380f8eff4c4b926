// Planted violation for apps/web/app/boundaries.test.ts: the import back to checkout closes a cycle.
import { checkoutSummaryLabel } from "../checkout";

export const orderLinesLabel = () => "Lines";
export const placedFrom = () => checkoutSummaryLabel();
