/** SPEC 2: search results live at /shop/collection/productName/{productName}. */
export function searchPath(value: string): string | null {
  const query = value.trim();
  return query ? `/shop/collection/productName/${encodeURIComponent(query)}` : null;
}
