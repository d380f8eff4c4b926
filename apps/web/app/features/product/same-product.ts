/** True when two product URLs differ only in ?sku= (choosing an option): no need to load the page again. */
export function onlySkuChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const a = new URLSearchParams(current.search);
  const b = new URLSearchParams(next.search);
  a.delete("sku");
  b.delete("sku");
  a.sort();
  b.sort();
  return a.toString() === b.toString();
}
