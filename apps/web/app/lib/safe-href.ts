/** Links that come from data (menus, settings) may only be web, mail or phone links, or site paths. */
export function safeHref(url: string | undefined): string {
  const value = (url ?? "").trim();
  if (/^(https?:|mailto:|tel:)/i.test(value)) return value;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  return "/";
}
