/**
 * The catalogue's state, kept in the URL query so a filtered view can be shared, reloaded and
 * stepped through with back and forward: `category`, `colour` and `brand` (comma-separated
 * slugs), `min`/`max` (whole US dollars), `sort` and `page`. Unknown or malformed values are
 * dropped, so any URL gives a valid view.
 */

export const SORTS = [
  { key: "featured", label: "Featured" },
  { key: "price-asc", label: "Price: low to high" },
  { key: "price-desc", label: "Price: high to low" },
  { key: "rating", label: "Best rated" },
  { key: "newest", label: "Newest" },
] as const;

export type SortKey = (typeof SORTS)[number]["key"];

export interface ShopQuery {
  /** A category slug, or null for all. */
  category: string | null;
  /** Colour slugs: a product matches if it comes in any of them. */
  colours: readonly string[];
  /** Brand slugs: a product matches if it is by any of them. */
  brands: readonly string[];
  /** Price bounds in whole US dollars, inclusive; null when open. */
  min: number | null;
  max: number | null;
  sort: SortKey;
  /** 1-based. */
  page: number;
}

/** What the catalogue can be filtered by (slugs), to check a query against. */
export interface ShopFacets {
  categories: readonly string[];
  colours: readonly string[];
  brands: readonly string[];
}

/** What filtering and sorting read from a product. */
export interface ShopItem {
  category: string;
  brand: string;
  /** Colour slugs it comes in. */
  colours: readonly string[];
  /** Price in US cents. */
  price: number;
  /** Average rating, 0-5. */
  rating: number;
  /** Position in the "newest" order: higher is newer. */
  added: number;
}

export const DEFAULT_QUERY: ShopQuery = {
  category: null,
  colours: [],
  brands: [],
  min: null,
  max: null,
  sort: "featured",
  page: 1,
};

function list(params: URLSearchParams, key: string, known: readonly string[]): string[] {
  const values = (params.get(key) ?? "").split(",").filter((value) => known.includes(value));
  // Kept in the facets' order, once each, so equal filters give equal URLs.
  return known.filter((value) => values.includes(value));
}

function wholeNumber(value: string | null): number | null {
  if (value === null || !/^\d{1,7}$/.test(value)) return null;
  return Number(value);
}

export function parseShopQuery(params: URLSearchParams, facets: ShopFacets): ShopQuery {
  const category = params.get("category");
  const sort = params.get("sort");
  let min = wholeNumber(params.get("min"));
  let max = wholeNumber(params.get("max"));
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    category: category && facets.categories.includes(category) ? category : null,
    colours: list(params, "colour", facets.colours),
    brands: list(params, "brand", facets.brands),
    min,
    max,
    sort: SORTS.find((entry) => entry.key === sort)?.key ?? "featured",
    page: Math.max(1, wholeNumber(params.get("page")) ?? 1),
  };
}

/** The query string of a view ("" for the default view), defaults left out. */
export function shopQueryToSearch(query: ShopQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set("category", query.category);
  if (query.colours.length > 0) params.set("colour", query.colours.join(","));
  if (query.brands.length > 0) params.set("brand", query.brands.join(","));
  if (query.min !== null) params.set("min", String(query.min));
  if (query.max !== null) params.set("max", String(query.max));
  if (query.sort !== "featured") params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString().replace(/%2C/g, ",");
  return search ? `?${search}` : "";
}

/** Whether a product passes the query's filters. */
export function matchesShopQuery(item: ShopItem, query: ShopQuery): boolean {
  if (query.category && item.category !== query.category) return false;
  if (query.brands.length > 0 && !query.brands.includes(item.brand)) return false;
  if (query.colours.length > 0 && !item.colours.some((colour) => query.colours.includes(colour)))
    return false;
  if (query.min !== null && item.price < query.min * 100) return false;
  if (query.max !== null && item.price > query.max * 100) return false;
  return true;
}

const COMPARE: Record<SortKey, ((a: ShopItem, b: ShopItem) => number) | null> = {
  featured: null,
  "price-asc": (a, b) => a.price - b.price,
  "price-desc": (a, b) => b.price - a.price,
  rating: (a, b) => b.rating - a.rating,
  newest: (a, b) => b.added - a.added,
};

export interface ShopPage<T> {
  /** The products on this page. */
  items: readonly T[];
  /** How many products pass the filters. */
  total: number;
  /** Number of pages (at least 1). */
  pages: number;
  /** The page shown: the query's, brought within range. */
  page: number;
}

/** Filters, sorts (stable: ties keep the catalogue's order) and cuts out one page. */
export function applyShopQuery<T extends ShopItem>(
  items: readonly T[],
  query: ShopQuery,
  pageSize: number,
): ShopPage<T> {
  const matching = items.filter((item) => matchesShopQuery(item, query));
  const compare = COMPARE[query.sort];
  const sorted = compare ? [...matching].sort(compare) : matching;
  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = Math.min(query.page, pages);
  return {
    items: sorted.slice((page - 1) * pageSize, page * pageSize),
    total: sorted.length,
    pages,
    page,
  };
}
