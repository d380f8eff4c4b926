import { type Category, type Language, type MenuItem, type MenusResponse, type MenuType, pickText } from "@shop/shared";
import type { Db } from "../../db/client";
import type { I18nText } from "../../db/schema";
import { freshness } from "../../lib/freshness";
import { SerializedReply } from "../../lib/reply";
import { TtlCache } from "../../lib/ttl-cache";
import type { CatalogueService } from "../catalogue/catalogue.service";
import { listMenuItems, menuItemsStamp } from "./home.repo";

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

type CategoryRows = Awaited<ReturnType<CatalogueService["categoryRows"]>>;

/** Categories hidden by staff and every category under them: out of the category list and the menus. */
export function hiddenIds(rows: CategoryRows): Set<number> {
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  const hiddenSelf = new Set(rows.filter((r) => r.hidden).map((r) => r.id));
  const hidden = new Set<number>();
  for (const row of rows) {
    let at: number | null = row.id;
    for (let guard = 0; at !== null && guard < 10; guard++, at = parentOf.get(at) ?? null) {
      if (hiddenSelf.has(at)) hidden.add(row.id);
    }
  }
  return hidden;
}

/** Menu items that link to a hidden category's page (its ?category= slug) are left out, with their children. */
export function withoutHidden(rows: MenuRow[], hiddenSlugs: Set<string>): MenuRow[] {
  if (!hiddenSlugs.size) return rows;
  const linksHidden = (path: string | null) => {
    const slug = path ? new URL(path, "http://shop.invalid").searchParams.get("category") : null;
    return slug !== null && hiddenSlugs.has(slug);
  };
  return rows.filter((row) => !linksHidden(row.path));
}

/** Categories with product counts that include every descendant category. */
export function withRolledUpCounts(rows: CategoryRows, direct: Map<number, number>, lang: Language): Category[] {
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
  const hidden = hiddenIds(rows);
  return rows
    .filter((r) => !hidden.has(r.id))
    .map((r) => ({
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
  catalogue: Pick<CatalogueService, "categoryRows" | "listedCountsByCategory" | "checkFresh" | "onInvalidate">,
) {
  // Answers serialised once per cache period.
  const menus = new TtlCache<SerializedReply<MenusResponse>>(15_000, "home-menus");
  const categories = new TtlCache<SerializedReply<{ categories: Category[] }>>(15_000, "home-categories");
  // A category change (hidden, renamed, moved) or a product change clears both on every instance through the
  // catalogue's freshness; a menu save through the stamp of menu_items (lib/freshness.ts, decision 0002).
  catalogue.onInvalidate(() => {
    menus.clear();
    categories.clear();
  });
  const menusFresh = freshness(db, menuItemsStamp, () => menus.clear());

  async function menuTree(lang: Language) {
    const [rows, categoryRows] = await Promise.all([listMenuItems(db), catalogue.categoryRows()]);
    const hidden = hiddenIds(categoryRows);
    const hiddenSlugs = new Set(categoryRows.filter((c) => hidden.has(c.id)).map((c) => c.slug));
    return buildMenuTree(withoutHidden(rows, hiddenSlugs), lang);
  }

  return {
    async menusJson(lang: Language) {
      await Promise.all([menusFresh(), catalogue.checkFresh()]);
      return menus.get(lang, async () => SerializedReply.of({ manus: await menuTree(lang) }));
    },
    async categoriesJson(lang: Language) {
      await catalogue.checkFresh();
      return categories.get(lang, async () => {
        const [rows, counts] = await Promise.all([catalogue.categoryRows(), catalogue.listedCountsByCategory()]);
        return SerializedReply.of({ categories: withRolledUpCounts(rows, counts, lang) });
      });
    },
    clearCache: () => {
      menus.clear();
      categories.clear();
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
