/** What the shop shows for an amount in fils: "AED 1,234.50". */
export function aed(fils: number): string {
  return `AED ${(fils / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/** A SKU's unit price in fils after its discount (a negative discount counts as none), as the shop charges it. */
export function unitFils(sku: { price: number; discount: number }): number {
  return Math.round((sku.price * (100 - Math.max(sku.discount, 0))) / 100);
}
