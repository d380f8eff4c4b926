import { type Category, type Language, type MenuItem, type MenusResponse, type MenuType, pickText } from "@shop/shared";
import type { Db } from "../../db/client";
import type { I18nText } from "../../db/schema";
import { SerializedReply } from "../../lib/reply";
import { TtlCache } from "../../lib/ttl-cache";
import type { CatalogueService } from "../catalogue/catalogue.service";
import { listMenuItems } from "./home.repo";

type MenuRow = Awaited<ReturnType<typeof listMenuItems>>[number];

/** Builds the SPEC 3 menu tree from flat rows, titles in the requested language. */
export function buildMenuTree(rows: MenuRow[], lang: Language): MenuItem[] {
  const byParent = new Map<number | null, MenuRow[]>();
  for (const row of rows) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  const build = (parentId: number | null, depth: number): MenuItem[] =>
    (byParent.get(parentId) ?? []).map((row) => {
      const children = depth < 4 ? build(row.id, depth + 1) : [];
      const item: MenuItem = {
        title: pickText(row.title as I18nText, lang),
        type: row.type as MenuType,
        active: false,
        megaMenu: row.megaMenu,
        badge: row.badge,
      };
      if (row.path) item.path = row.path;
      if (row.badge && row.badgeText) item.badgeText = row.badgeText;
      if (row.image) item.image = row.image;
      if (children.length) item.children = children;
      return item;
    });
  return build(null, 0);
}

/** Categories with product counts that include every descendant category. */
export function withRolledUpCounts(
  rows: Awaited<ReturnType<CatalogueService["categoryRows"]>>,
  direct: Map<number, number>,
  lang: Language,
): Category[] {
  const totals = new Map<number, number>(rows.map((r) => [r.id, direct.get(r.id) ?? 0]));
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  for (const row of rows) {
    const own = direct.get(row.id) ?? 0;
    let parent = row.parentId;
    for (let guard = 0; parent !== null && guard < 10; guard++) {
      totals.set(parent, (totals.get(parent) ?? 0) + own);
      parent = parentOf.get(parent) ?? null;
    }
  }
  return rows.map((r) => ({
    categoryId: r.id,
    slug: r.slug,
    name: pickText(r.name as I18nText, lang),
    parentId: r.parentId,
    image: r.image,
    productCount: totals.get(r.id) ?? 0,
  }));
}

export function createHomeService(
  db: Db,
  catalogue: Pick<CatalogueService, "categoryRows" | "listedCountsByCategory">,
) {
  // Answers serialised once per cache period.
  const menus = new TtlCache<SerializedReply<MenusResponse>>(15_000);
  const categories = new TtlCache<SerializedReply<{ categories: Category[] }>>(15_000);
  return {
    menusJson: (lang: Language) =>
      menus.get(lang, async () => SerializedReply.of({ manus: buildMenuTree(await listMenuItems(db), lang) })),
    categoriesJson: (lang: Language) =>
      categories.get(lang, async () => {
        const [rows, counts] = await Promise.all([catalogue.categoryRows(), catalogue.listedCountsByCategory()]);
        return SerializedReply.of({ categories: withRolledUpCounts(rows, counts, lang) });
      }),
    clearCache: () => {
      menus.clear();
      categories.clear();
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
