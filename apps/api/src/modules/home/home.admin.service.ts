import type { AdminMenuItem } from "@shop/shared";
import type { Db } from "../../db/client";
import type { RecordAudit, AuditActor as StaffActor } from "../audit/audit.service";
import { listMenuItems, type MenuItemValues, replaceMenuItems } from "./home.repo";

type MenuRow = Awaited<ReturnType<typeof listMenuItems>>[number];

/** The stored rows as the editor's tree; "extTabLink" (the storefront's new-tab type) is an extLink with newTab. */
export function toAdminTree(rows: MenuRow[]): AdminMenuItem[] {
  const build = (parentId: number | null): AdminMenuItem[] =>
    rows
      .filter((row) => row.parentId === parentId)
      .map((row) => ({
        title: row.title,
        type: row.type === "extTabLink" ? "extLink" : (row.type as AdminMenuItem["type"]),
        path: row.path,
        newTab: row.newTab || row.type === "extTabLink",
        megaMenu: row.megaMenu,
        badgeText: row.badge ? (row.badgeText ?? "new") : null,
        image: row.image,
        children: build(row.id),
      }));
  return build(null);
}

/** The tree as rows in display order, each naming its parent by index into the list. */
export function toRows(items: AdminMenuItem[]): MenuItemValues[] {
  const rows: MenuItemValues[] = [];
  const add = (list: AdminMenuItem[], parentIndex: number | null) =>
    list.forEach((item, position) => {
      const newTab = item.type === "extLink" && item.newTab;
      rows.push({
        parentIndex,
        position,
        title: item.title,
        type: newTab ? "extTabLink" : item.type,
        path: item.path,
        megaMenu: item.megaMenu,
        badge: item.badgeText !== null,
        badgeText: item.badgeText,
        image: item.image,
        newTab,
      });
      add(item.children, rows.length - 1);
    });
  add(items, null);
  return rows;
}

/**
 * The back office's menu editor (issue 13, SPEC 2 menu): the whole tree is replaced in one transaction with one
 * audit entry (before and after trees); every instance's menu cache follows (home.service, menu_items stamp).
 */
export function createMenuEditor(db: Db, recordAudit: RecordAudit, clearCache: () => void) {
  return {
    list: async () => ({ items: toAdminTree(await listMenuItems(db)) }),

    async save(actor: StaffActor, items: AdminMenuItem[]) {
      const after = await db.transaction(async (tx) => {
        const before = toAdminTree(await listMenuItems(tx));
        await replaceMenuItems(tx, toRows(items));
        const saved = toAdminTree(await listMenuItems(tx));
        await recordAudit(tx, actor, { action: "menu.save", entity: "menu", entityId: "main", before, after: saved });
        return saved;
      });
      clearCache();
      return { items: after };
    },
  };
}
export type MenuEditor = ReturnType<typeof createMenuEditor>;
