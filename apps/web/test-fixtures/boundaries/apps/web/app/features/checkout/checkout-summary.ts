// Planted violation for apps/web/app/boundaries.test.ts: checkout uses orders, and orders uses checkout back
// (each through the other's index, which alone is allowed).
import { orderLinesLabel } from "../orders";

export const checkoutSummaryLabel = () => `Summary: ${orderLinesLabel()}`;
