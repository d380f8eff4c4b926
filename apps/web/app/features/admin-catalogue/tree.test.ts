import type { AdminCategory, AdminMenuItem } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { categoryLines, possibleParents } from "./category-tree";
import { addChild, fieldOf, moveItem, newMenuItem, removeItem, updateItem } from "./menu-tree";

const category = (id: number, parentId: number | null, position: number): AdminCategory => ({
  id,
  slug: `c${id}`,
  parentId,
  position,
  name: { en: `C${id}` },
  image: null,
  hidden: false,
  productCount: 0,
});

// 1 > (3 > 5, 2), 4
const tree = [category(1, null, 0), category(2, 1, 1), category(3, 1, 0), category(4, null, 1), category(5, 3, 0)];

describe("categoryLines", () => {
  it("lists each category before its sub-categories, siblings by position, with depth and place", () => {
    expect(categoryLines(tree).map((l) => [l.category.id, l.depth, l.index, l.siblings])).toEqual([
      [1, 0, 0, 2],
      [3, 1, 0, 2],
      [5, 2, 0, 1],
      [2, 1, 1, 2],
      [4, 0, 1, 2],
    ]);
  });
});

describe("possibleParents", () => {
  it("never offers the category itself, one of its own, its current parent, or a parent too deep (3 levels)", () => {
    // 1 is three levels tall: it can only stay at the top.
    expect(possibleParents(tree, 1)).toEqual([]);
    // 3 has a child: under 2 (depth 2) it would make 4 levels.
    expect(possibleParents(tree, 3).map((c) => c.id)).toEqual([4]);
    expect(possibleParents(tree, 5).map((c) => c.id)).toEqual([1, 2, 4]);
  });
});

describe("menu tree edits", () => {
  const items: AdminMenuItem[] = [
    { ...newMenuItem(), title: { en: "A" } },
    { ...newMenuItem(), title: { en: "B" }, type: "sub", children: [{ ...newMenuItem(), title: { en: "B1" } }] },
  ];
  const titles = (list: AdminMenuItem[]): unknown[] =>
    list.map((i) => (i.children.length ? [i.title.en, titles(i.children)] : i.title.en));

  it("moves among siblings and stops at either end", () => {
    expect(titles(moveItem(items, [1], -1))).toEqual([["B", ["B1"]], "A"]);
    expect(titles(moveItem(items, [0], -1))).toEqual(titles(items));
  });

  it("adds a child (the parent becomes a sub-menu), updates and removes at a path without touching the rest", () => {
    const added = addChild(items, [0]);
    expect(added[0]).toMatchObject({ type: "sub", children: [{ title: { en: "" } }] });
    const renamed = updateItem(added, [1, 0], { title: { en: "B one" } });
    expect(titles(renamed)).toEqual([
      ["A", [""]],
      ["B", ["B one"]],
    ]);
    expect(titles(removeItem(renamed, [0, 0]))).toEqual(["A", ["B", ["B one"]]]);
    expect(items[0]!.children).toEqual([]);
  });

  it("names an item as the API's error fields do", () => {
    expect(fieldOf([1, 0, 2])).toBe("items.1.children.0.children.2");
  });
});
