import { languages } from "@shop/shared";
import { LruTtlCache } from "../catalogue/catalogue.cache";
import type { CatalogueService } from "../catalogue/catalogue.service";

/** At most this many products per sitemap file (the protocol allows 50,000 URLs and 50 MB). */
export const PRODUCTS_PER_SITEMAP = 10_000;

/** Pages every crawler may skip (DESIGN: guarded pages, checkout, order pages, the back office) and the API. */
export const DISALLOWED = [
  "/pages/checkout",
  "/pages/dashboard",
  "/pages/profile",
  "/pages/orders",
  "/pages/addresses",
  "/pages/order/",
  "/admin/",
  "/api/",
];

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** One <url> with its hreflang alternates: the same page with ?lang=en|fr|ar, x-default without. */
function urlEntry(origin: string, path: string): string {
  const loc = `${origin}${path}`;
  const sep = path.includes("?") ? "&" : "?";
  const alternates = languages.map(
    (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(`${loc}${sep}lang=${lang}`)}"/>`,
  );
  alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(loc)}"/>`);
  return `<url><loc>${escapeXml(loc)}</loc>${alternates.join("")}</url>`;
}

const urlset = (entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;

export const productPath = (slug: string) => `/shop/product/${encodeURIComponent(slug)}`;
export const categoryPath = (slug: string) => `/shop/collection/left/sidebar?category=${encodeURIComponent(slug)}`;

/** sitemap.xml and robots.txt from the database; absolute URLs use the origin the request came to. */
export function createSeoService(
  catalogue: CatalogueService,
  {
    ttlMs = 15 * 60_000,
    perFile = PRODUCTS_PER_SITEMAP,
    guideSlugs = async () => [] as string[],
  }: {
    ttlMs?: number;
    perFile?: number;
    /** The published care guides (the content service's); they reach the sitemap within its cache time. */
    guideSlugs?: () => Promise<string[]>;
  } = {},
) {
  const cache = new LruTtlCache<string | null>(ttlMs, 100);
  // A product published, archived or renamed on any instance reaches the sitemap at once, like the storefront.
  catalogue.onInvalidate(() => cache.clear());

  async function pages(): Promise<string[]> {
    const [categories, guides] = await Promise.all([catalogue.sitemapCategories(), guideSlugs()]);
    return [
      "/",
      "/pages/collection",
      "/pages/guides",
      ...guides.map((slug) => `/pages/guides/${encodeURIComponent(slug)}`),
      ...categories.map(categoryPath),
    ];
  }

  /** Part n (from 1) of the sitemap: the pages and categories in part 1, then products by id; null past the end. */
  async function sitemapPart(origin: string, n: number): Promise<string | null> {
    await catalogue.checkFresh();
    return cache.get(`part ${n} ${origin}`, async () => {
      const slugs = await catalogue.sitemapSlugs((n - 1) * perFile, perFile);
      if (n > 1 && !slugs.length) return null;
      const paths = [...(n === 1 ? await pages() : []), ...slugs.map(productPath)];
      return urlset(paths.map((path) => urlEntry(origin, path)));
    });
  }

  /**
   * /sitemap.xml: one urlset (home, all categories, every listed product) while the products fit in one
   * file, else a sitemap index of /sitemap-1.xml, /sitemap-2.xml, ...
   */
  async function sitemapXml(origin: string): Promise<string> {
    await catalogue.checkFresh();
    const total = await catalogue.countListed();
    if (total <= perFile) return (await sitemapPart(origin, 1)) ?? urlset([]);
    const parts = Math.ceil(total / perFile);
    const entries = Array.from(
      { length: parts },
      (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
  }

  function robotsTxt(origin: string): string {
    return [
      "User-agent: *",
      "Allow: /",
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      "",
      `Sitemap: ${origin}/sitemap.xml`,
      "",
    ].join("\n");
  }

  return { robotsTxt, sitemapXml, sitemapPart };
}
export type SeoService = ReturnType<typeof createSeoService>;
