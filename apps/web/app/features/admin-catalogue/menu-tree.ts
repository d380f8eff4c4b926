import type { AdminMenuItem } from "@shop/shared";

/** An item's place in the tree: its index at each level, from the top. */
export type MenuPath = readonly number[];

export const newMenuItem = (): AdminMenuItem => ({
  title: { en: "" },
  type: "link",
  path: "/",
  newTab: false,
  megaMenu: false,
  badgeText: null,
  image: null,
  children: [],
});

/** The list holding the item at `path`, changed by `change`, every other list kept as it was. */
function withList(
  items: AdminMenuItem[],
  path: MenuPath,
  change: (list: AdminMenuItem[], index: number) => AdminMenuItem[],
): AdminMenuItem[] {
  const [head, ...rest] = path;
  if (head === undefined) return items;
  if (!rest.length) return change(items, head);
  return items.map((item, i) => (i === head ? { ...item, children: withList(item.children, rest, change) } : item));
}

export function updateItem(items: AdminMenuItem[], path: MenuPath, patch: Partial<AdminMenuItem>): AdminMenuItem[] {
  return withList(items, path, (list, index) => list.map((item, i) => (i === index ? { ...item, ...patch } : item)));
}

export function removeItem(items: AdminMenuItem[], path: MenuPath): AdminMenuItem[] {
  return withList(items, path, (list, index) => list.filter((_, i) => i !== index));
}

/** Swaps the item with its previous (-1) or next (+1) sibling; at either end nothing moves. */
export function moveItem(items: AdminMenuItem[], path: MenuPath, by: -1 | 1): AdminMenuItem[] {
  return withList(items, path, (list, index) => {
    const to = index + by;
    if (to < 0 || to >= list.length) return list;
    const moved = [...list];
    [moved[index], moved[to]] = [moved[to]!, moved[index]!];
    return moved;
  });
}

/** Adds a new link under the item at `path` (which becomes a sub-menu), or at the top level for []. */
export function addChild(items: AdminMenuItem[], path: MenuPath): AdminMenuItem[] {
  if (!path.length) return [...items, newMenuItem()];
  return withList(items, path, (list, index) =>
    list.map((item, i) => (i === index ? { ...item, type: "sub", children: [...item.children, newMenuItem()] } : item)),
  );
}

/** The API's field for an item ("items.1.children.0"), to show its errors beside it. */
export const fieldOf = (path: MenuPath) => `items.${path.join(".children.")}`;
