import { type AdminCategory, MAX_CATEGORY_DEPTH } from "@shop/shared";

/** A category in display order with its depth (0 for a top category) and its place among its siblings. */
export interface CategoryLine {
  category: AdminCategory;
  depth: number;
  index: number;
  siblings: number;
}

/** The flat list in tree order: each category followed by its sub-categories, siblings by position. */
export function categoryLines(all: AdminCategory[]): CategoryLine[] {
  const lines: CategoryLine[] = [];
  const childrenOf = (parentId: number | null) =>
    all.filter((c) => c.parentId === parentId).sort((a, b) => a.position - b.position || a.id - b.id);
  const walk = (parentId: number | null, depth: number) => {
    const children = childrenOf(parentId);
    children.forEach((category, index) => {
      lines.push({ category, depth, index, siblings: children.length });
      walk(category.id, depth + 1);
    });
  };
  walk(null, 0);
  return lines;
}

/** Levels from a category down to its deepest sub-category, itself included (1 for a leaf). */
function heightOf(all: AdminCategory[], id: number): number {
  return 1 + Math.max(0, ...all.filter((c) => c.parentId === id).map((c) => heightOf(all, c.id)));
}

function depthOf(all: AdminCategory[], id: number): number {
  let depth = 0;
  for (let at = all.find((c) => c.id === id); at && depth <= all.length; depth++) {
    at = all.find((c) => c.id === at!.parentId);
  }
  return depth;
}

/** The parents a category may move under: not itself or one of its own, and the tree stays 3 levels deep. */
export function possibleParents(all: AdminCategory[], id: number): AdminCategory[] {
  const own = new Set<number>([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of all) {
      if (c.parentId !== null && own.has(c.parentId) && !own.has(c.id)) {
        own.add(c.id);
        grew = true;
      }
    }
  }
  const height = heightOf(all, id);
  const current = all.find((c) => c.id === id)?.parentId ?? null;
  return categoryLines(all)
    .map((line) => line.category)
    .filter((c) => !own.has(c.id) && c.id !== current && depthOf(all, c.id) + height <= MAX_CATEGORY_DEPTH);
}
