import {
  DEFAULT_PAGE_SIZE,
  difficultyLevels,
  type FilterCriterion,
  lightLevels,
  type SortBy,
  wateringLevels,
} from "@shop/shared";

/** SPEC 9: popularity is the default sort. */
export const SORTS = [
  "popularity",
  "newest",
  "price_asc",
  "price_desc",
  "rating",
  "name",
] as const satisfies readonly SortBy[];
export const DEFAULT_SORT: SortBy = "popularity";

/** Multi-valued filters: URL parameter -> API filterBy (DESIGN "filterBy" values). */
export const LIST_FILTERS = {
  category: "category",
  light: "light",
  watering: "watering",
  difficulty: "difficulty",
  size: "size",
  colour: "potColour",
  tag: "tag",
} as const;
export type ListFilter = keyof typeof LIST_FILTERS;
export const LIST_FILTER_NAMES = Object.keys(LIST_FILTERS) as ListFilter[];

/** Yes-only filters: present as `name=true`. */
export const FLAG_FILTERS = { petSafe: "petSafe", inStock: "inStock", onSale: "onSale", featured: "featured" } as const;
export type FlagFilter = keyof typeof FLAG_FILTERS;
export const FLAG_FILTER_NAMES = Object.keys(FLAG_FILTERS) as FlagFilter[];

/** Filters whose values are a fixed set: anything else in the URL is dropped. */
const KNOWN_VALUES: Partial<Record<ListFilter, readonly string[]>> = {
  light: lightLevels,
  watering: wateringLevels,
  difficulty: difficultyLevels,
};

const MAX_VALUES = 20;
const MAX_VALUE_LENGTH = 100;
/** Prices in whole AED; the API takes fils. */
const MAX_PRICE_AED = 1_000_000;

/** Everything a collection page shows, as kept in its URL query. */
export interface CollectionState {
  lists: Record<ListFilter, string[]>;
  flags: Record<FlagFilter, boolean>;
  /** Whole AED, or null for no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  sort: SortBy;
  /** 1-based. */
  page: number;
}

export function emptyState(): CollectionState {
  return {
    lists: { category: [], light: [], watering: [], difficulty: [], size: [], colour: [], tag: [] },
    flags: { petSafe: false, inStock: false, onSale: false, featured: false },
    minPrice: null,
    maxPrice: null,
    sort: DEFAULT_SORT,
    page: 1,
  };
}

function listValues(params: URLSearchParams, name: ListFilter): string[] {
  const known = KNOWN_VALUES[name];
  const values = params
    .getAll(name)
    .flatMap((raw) => raw.split(","))
    .map((value) => value.trim())
    .filter((value) => value !== "" && value.length <= MAX_VALUE_LENGTH && (!known || known.includes(value)));
  return [...new Set(values)].sort().slice(0, MAX_VALUES);
}

function priceValue(raw: string | null): number | null {
  if (!raw || !/^\d{1,7}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value <= MAX_PRICE_AED ? value : null;
}

function pageValue(raw: string | null): number {
  const page = raw && /^\d{1,5}$/.test(raw) ? Number(raw) : 1;
  return Math.max(page, 1);
}

const isSort = (value: string | null): value is SortBy => (SORTS as readonly string[]).includes(value ?? "");
const isYes = (value: string | null) => value === "true" || value === "1";

/** Reads a collection URL query; unknown or invalid parts are ignored. */
export function parseCollectionQuery(input: URLSearchParams | string): CollectionState {
  const params = typeof input === "string" ? new URLSearchParams(input) : input;
  const state = emptyState();
  for (const name of LIST_FILTER_NAMES) state.lists[name] = listValues(params, name);
  for (const name of FLAG_FILTER_NAMES) state.flags[name] = isYes(params.get(name));
  let min = priceValue(params.get("minPrice"));
  let max = priceValue(params.get("maxPrice"));
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  state.minPrice = min;
  state.maxPrice = max;
  const sort = params.get("sort");
  state.sort = isSort(sort) ? sort : DEFAULT_SORT;
  state.page = pageValue(params.get("page"));
  return state;
}

/** The URL query of a state ("" for the defaults), always in the same order so equal states share one URL. */
export function collectionSearch(state: CollectionState): string {
  const params = new URLSearchParams();
  for (const name of LIST_FILTER_NAMES) for (const value of state.lists[name]) params.append(name, value);
  for (const name of FLAG_FILTER_NAMES) if (state.flags[name]) params.append(name, "true");
  if (state.minPrice !== null) params.append("minPrice", String(state.minPrice));
  if (state.maxPrice !== null) params.append("maxPrice", String(state.maxPrice));
  if (state.sort !== DEFAULT_SORT) params.append("sort", state.sort);
  if (state.page > 1) params.append("page", String(state.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Canonical query: only the category and the page (DESIGN: filters and sort are variations of one list). */
export function canonicalSearch(state: CollectionState): string {
  const canonical = emptyState();
  canonical.lists.category = state.lists.category;
  canonical.page = state.page;
  return collectionSearch(canonical);
}

export function hasFilters(state: CollectionState): boolean {
  return (
    LIST_FILTER_NAMES.some((name) => state.lists[name].length > 0) ||
    FLAG_FILTER_NAMES.some((name) => state.flags[name]) ||
    state.minPrice !== null ||
    state.maxPrice !== null
  );
}

export function activeFilterCount(state: CollectionState): number {
  const lists = LIST_FILTER_NAMES.reduce((sum, name) => sum + state.lists[name].length, 0);
  const flags = FLAG_FILTER_NAMES.filter((name) => state.flags[name]).length;
  return lists + flags + (state.minPrice !== null || state.maxPrice !== null ? 1 : 0);
}

function copy(state: CollectionState): CollectionState {
  return { ...state, lists: { ...state.lists }, flags: { ...state.flags } };
}

/** Any change of filters or sort goes back to page 1. */
export function withListValue(state: CollectionState, name: ListFilter, value: string, on: boolean): CollectionState {
  const next = copy(state);
  const values = new Set(state.lists[name]);
  if (on) values.add(value);
  else values.delete(value);
  next.lists[name] = [...values].sort();
  next.page = 1;
  return next;
}

export function withFlag(state: CollectionState, name: FlagFilter, on: boolean): CollectionState {
  const next = copy(state);
  next.flags[name] = on;
  next.page = 1;
  return next;
}

export function withPrice(state: CollectionState, minPrice: number | null, maxPrice: number | null): CollectionState {
  return { ...copy(state), minPrice, maxPrice, page: 1 };
}

export function withSort(state: CollectionState, sort: SortBy): CollectionState {
  return { ...copy(state), sort, page: 1 };
}

export function withPage(state: CollectionState, page: number): CollectionState {
  return { ...copy(state), page: Math.max(1, Math.floor(page)) };
}

/** Removes every filter; the sort stays. */
export function clearFilters(state: CollectionState): CollectionState {
  return { ...emptyState(), sort: state.sort };
}

/** SPEC 3 criteria for displayproducts/search; `text` is a search query (the productName route). */
export function toCriteria(state: CollectionState, text?: string): FilterCriterion[] {
  const criteria: FilterCriterion[] = [];
  const query = text?.trim().slice(0, 200);
  if (query) criteria.push({ filterBy: "productName", filtervalue: query, filtercond: "equal" });
  for (const name of LIST_FILTER_NAMES) {
    const values = state.lists[name];
    if (values.length > 0) criteria.push({ filterBy: LIST_FILTERS[name], filterValues: values, filtercond: "in" });
  }
  for (const name of FLAG_FILTER_NAMES) {
    if (state.flags[name]) criteria.push({ filterBy: FLAG_FILTERS[name], filtervalue: "true", filtercond: "equal" });
  }
  if (state.minPrice !== null || state.maxPrice !== null) {
    criteria.push({
      filterBy: "price",
      filterValues: [
        state.minPrice === null ? "" : state.minPrice * 100,
        state.maxPrice === null ? "" : state.maxPrice * 100,
      ],
      filtercond: "between",
    });
  }
  return criteria;
}

/** SPEC 9: 16 per page; SPEC 3: `from` is the page number minus 1. */
export function paginationOf(state: CollectionState, pageSize = DEFAULT_PAGE_SIZE) {
  return { from: state.page - 1, limit: pageSize };
}

export function pageCountOf(totalCount: number, pageSize = DEFAULT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}
