import type { CategoryRef, FilterCriterion, Language } from "@shop/shared";
import type { I18nText } from "../../db/schema";
import {
  type CatalogueQuery,
  categoryFilter,
  type Filter,
  featuredFilter,
  listFilter,
  priceFilter,
  productIdsFilter,
  valuesOf,
} from "./catalogue.filters";
import type { CategoryRow } from "./catalogue.repo";

/** The category tree, read once and kept for a few seconds by the service. */
export class CategoryTree {
  private readonly byId = new Map<number, CategoryRow>();
  private readonly bySlug = new Map<string, CategoryRow>();
  private readonly children = new Map<number | null, CategoryRow[]>();

  constructor(readonly rows: CategoryRow[]) {
    for (const row of rows) {
      this.byId.set(row.id, row);
      this.bySlug.set(row.slug, row);
      this.children.set(row.parentId, [...(this.children.get(row.parentId) ?? []), row]);
    }
  }

  get(id: number) {
    return this.byId.get(id);
  }

  /** A category given by slug or id, with all its descendants; unknown values give nothing. */
  resolve(values: string[]): number[] {
    const out = new Set<number>();
    const visit = (row: CategoryRow, depth: number) => {
      if (out.has(row.id) || depth > 10) return;
      out.add(row.id);
      for (const child of this.children.get(row.id) ?? []) visit(child, depth + 1);
    };
    for (const value of values) {
      const row = this.bySlug.get(value) ?? (/^\d+$/.test(value) ? this.byId.get(Number(value)) : undefined);
      if (row) visit(row, 0);
    }
    return [...out];
  }

  /** From the top level down to `id`. */
  chain(id: number): CategoryRow[] {
    const out: CategoryRow[] = [];
    for (
      let row = this.byId.get(id);
      row && out.length < 10;
      row = row.parentId ? this.byId.get(row.parentId) : undefined
    ) {
      out.unshift(row);
    }
    return out;
  }

  /** Tree order: each top-level category followed by its children, by position. */
  ordered(): CategoryRow[] {
    const out: CategoryRow[] = [];
    const walk = (parentId: number | null, depth: number) => {
      for (const row of this.children.get(parentId) ?? []) {
        out.push(row);
        if (depth < 10) walk(row.id, depth + 1);
      }
    };
    walk(null, 0);
    return out;
  }

  /** Categories whose name (in `lang` or en) has a word starting with `q`, then those containing it. */
  match(q: string, lang: Language, limit: number): CategoryRef[] {
    const needle = fold(q.trim());
    return this.ordered()
      .map((row) => {
        const names = [fold(nameOf(row.name, lang)), fold(row.name.en), row.slug.replace(/-/g, " ")];
        const words = names.flatMap((n) => n.split(/[^\p{L}\p{N}]+/u));
        const score = words.some((w) => w.startsWith(needle)) ? 2 : names.some((n) => n.includes(needle)) ? 1 : 0;
        return { row, score };
      })
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map(({ row }) => ({ categoryId: row.id, slug: row.slug, name: nameOf(row.name, lang) }));
  }

  /** Direct counts per category id rolled up to every ancestor. */
  rollUp(direct: Map<string, number>): Map<number, number> {
    const totals = new Map<number, number>();
    for (const [id, n] of direct) {
      for (const row of this.chain(Number(id))) totals.set(row.id, (totals.get(row.id) ?? 0) + n);
    }
    return totals;
  }
}

export const nameOf = (name: I18nText, lang: Language) => name[lang] || name.en;

/** Lower case without accents or Arabic diacritics, like shop_fold() in the database. */
const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\p{M}\u0640]/gu, "")
    .toLowerCase();

/**
 * Reads SPEC 3 criteria into SQL filters and the text query. Criteria combine with AND; the values of one
 * criterion with OR. The SPEC 5 default (category, empty value, latest) and empty values restrict nothing.
 */
export function readCriteria(
  criteria: FilterCriterion[],
  tree: CategoryTree,
): { query: CatalogueQuery; text?: string } {
  const filters: Filter[] = [];
  const texts: string[] = [];
  for (const c of criteria) {
    const values = valuesOf(c);
    let filter: Filter | undefined;
    switch (c.filterBy) {
      case "category":
        filter = values.length ? categoryFilter(tree.resolve(values)) : undefined;
        break;
      case "productName":
        if (values.length) texts.push(values.join(" "));
        break;
      case "productIds":
        filter = productIdsFilter(values);
        break;
      case "featured":
        filter = values.some((v) => v === "true" || v === "1") ? featuredFilter : undefined;
        break;
      case "price":
        filter = priceFilter(
          (c.filterValues?.length ? c.filterValues.map(String) : (c.filtervalue ?? "").split(/[-,]/)).map((v) =>
            v.trim(),
          ),
        );
        break;
      default:
        filter = listFilter(c.filterBy, values);
    }
    if (filter) filters.push(filter);
  }
  const text = texts.join(" ").trim();
  return { query: { filters }, text: text || undefined };
}
