import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import X from "lucide-react/icons/x";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";

import {
  type CatalogFilterLabels,
  CatalogFilters,
  type FilterOption,
} from "~/components/kit/catalog-filters";
import { KitModal } from "~/components/kit/modal";
import type { Colour } from "~/components/kit/swatches";
import { Glyph } from "~/components/ui/icon";
import type { ShopProduct } from "~/content/templates/shop/products";
import { useAfterHydration } from "~/hooks/use-after-hydration";
import { useCurrency } from "~/hooks/use-currency";
import { KEEP_SCROLL } from "~/hooks/use-scroll-to-top";
import { BREAKPOINTS_PX } from "~/lib/constants";
import { currentEntryState } from "~/lib/history-entry";
import { toQueryValue } from "~/lib/list-query";
import { formatPrice } from "~/lib/money";
import {
  applyShopQuery,
  parseShopQuery,
  type ShopQuery,
  shopQueryToSearch,
  SORTS,
} from "~/lib/shop-query";

import { ProductCard } from "./product-card";

import "~/styles/kit/_catalog.scss";

export interface ProductCatalogProps {
  /** id of the results heading (h2). */
  headingId: string;
  heading: string;
  products: readonly ShopProduct[];
  categories: readonly FilterOption[];
  brands: readonly FilterOption[];
  colours: readonly Colour[];
  /** The price slider's range and step, in whole US dollars. */
  price: { min: number; max: number; step: number };
  pageSize: number;
  labels: CatalogFilterLabels & {
    filters: string;
    sort: string;
    active: string;
    noResults: string;
    pagination: string;
  };
  /** The link of each product's name (its product page). */
  productHref: (id: string) => string;
}

/** Moves of the price slider share one history entry: the entry says it came from there. */
const PRICE_MOVE = { ...KEEP_SCROLL, via: "price" } as const;

function isPriceMove(state: unknown): boolean {
  return typeof state === "object" && state !== null && "via" in state && state.via === "price";
}

const NO_QUERY = new URLSearchParams();

/**
 * A filterable product grid: filters in a sidebar from the lg breakpoint and in an off-canvas
 * drawer below it, active filters as removable chips, sort, and pages. The whole view is the
 * URL query (shared, reloaded, stepped through with back and forward). The prerendered page is
 * the unfiltered first page; the query is read after hydration, so hydration matches it.
 */
export function ProductCatalog({
  headingId,
  heading,
  products,
  categories,
  brands,
  colours,
  price,
  pageSize,
  labels,
  productHref,
}: ProductCatalogProps) {
  const hydrated = useAfterHydration();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const currency = useCurrency();
  const sortId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const swatches = useMemo(
    () => colours.map((colour) => ({ ...colour, slug: toQueryValue(colour.name) })),
    [colours],
  );
  const facets = useMemo(
    () => ({
      categories: categories.map((entry) => entry.slug),
      brands: brands.map((entry) => entry.slug),
      colours: swatches.map((entry) => entry.slug),
    }),
    [categories, brands, swatches],
  );
  const items = useMemo(
    () =>
      products.map((product) => ({
        ...product,
        colours: product.colours.map((colour) => toQueryValue(colour.name)),
        product,
      })),
    [products],
  );

  // A change shows at once: the URL's view follows when the navigation settles (a tick
  // later). Any new history entry (the navigation, back, forward) drops it.
  const [pending, setPending] = useState<ShopQuery | null>(null);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setPending(null);
  }
  const query = pending ?? parseShopQuery(hydrated ? params : NO_QUERY, facets);
  const result = applyShopQuery(items, query, pageSize);

  const go = (next: ShopQuery, { coalesce = false }: { coalesce?: boolean } = {}) => {
    // A slider move replaces the entry of the move before it once that one is in the history;
    // while one is still pending, the new navigation supersedes it before it gets there. The
    // history says which, not this render's location, which can lag the history by a render.
    const replace = coalesce && isPriceMove(currentEntryState());
    setPending(next);
    navigate(
      { pathname: location.pathname, search: shopQueryToSearch(next) },
      {
        state: coalesce ? PRICE_MOVE : KEEP_SCROLL,
        replace,
        preventScrollReset: true,
      },
    );
  };

  // After a page link, the results start at their heading (focus tells screen readers too).
  useEffect(() => {
    if (!focusResults.current) return;
    focusResults.current = false;
    headingRef.current?.focus();
  }, [result.page]);

  // The drawer is for narrow screens: widening the window past lg closes it.
  useEffect(() => {
    if (!drawerOpen) return undefined;
    const wide = window.matchMedia(`(min-width: ${BREAKPOINTS_PX.lg}px)`);
    const close = () => {
      if (wide.matches) setDrawerOpen(false);
    };
    close();
    wide.addEventListener("change", close);
    return () => wide.removeEventListener("change", close);
  }, [drawerOpen]);

  const chips = [
    ...(query.category
      ? [
          {
            key: "category",
            label: categories.find((entry) => entry.slug === query.category)?.label ?? "",
            next: { ...query, category: null },
          },
        ]
      : []),
    ...(query.min !== null || query.max !== null
      ? [
          {
            key: "price",
            label: `${labels.price}: ${formatPrice((query.min ?? price.min) * 100, currency, { whole: true })} – ${formatPrice((query.max ?? price.max) * 100, currency, { whole: true })}`,
            next: { ...query, min: null, max: null },
          },
        ]
      : []),
    ...query.colours.map((slug) => ({
      key: `colour-${slug}`,
      label: swatches.find((entry) => entry.slug === slug)?.name ?? slug,
      next: { ...query, colours: query.colours.filter((entry) => entry !== slug) },
    })),
    ...query.brands.map((slug) => ({
      key: `brand-${slug}`,
      label: brands.find((entry) => entry.slug === slug)?.label ?? slug,
      next: { ...query, brands: query.brands.filter((entry) => entry !== slug) },
    })),
  ];

  const filters = (
    <CatalogFilters
      query={query}
      categories={categories}
      brands={brands}
      colours={swatches}
      price={price}
      labels={labels}
      onChange={go}
    />
  );
  const first = result.total === 0 ? 0 : (result.page - 1) * pageSize + 1;
  const last = Math.min(result.page * pageSize, result.total);

  return (
    <section className="kit-section kit-catalog" aria-labelledby={headingId}>
      <div className="container kit-catalog-layout">
        <aside className="kit-catalog-sidebar" aria-label={labels.filters}>
          {filters}
        </aside>
        <div className="kit-catalog-main">
          <div className="kit-catalog-bar">
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className="kit-catalog-heading">
              {heading}
            </h2>
            <p className="kit-catalog-count" aria-live="polite">
              {result.total === 0
                ? "No products"
                : result.total === 1
                  ? "Showing 1 product"
                  : `Showing ${first}–${last} of ${result.total} products`}
            </p>
            <button
              type="button"
              className="kit-btn kit-btn-outline kit-btn-sm kit-catalog-filters-btn"
              aria-haspopup="dialog"
              aria-describedby={chips.length > 0 ? `${sortId}-active` : undefined}
              onClick={() => setDrawerOpen(true)}
            >
              <Glyph icon={SlidersHorizontal} size={18} />
              {labels.filters}
              {chips.length > 0 && (
                <span className="kit-catalog-badge" aria-hidden="true">
                  {chips.length}
                </span>
              )}
            </button>
            {/* Outside the button, so its name stays "Filters" and the count describes it. */}
            {chips.length > 0 && (
              <span id={`${sortId}-active`} hidden>
                {`${chips.length} active`}
              </span>
            )}
            <div className="kit-catalog-sort">
              <label htmlFor={sortId}>{labels.sort}</label>
              <select
                id={sortId}
                className="kit-select"
                value={query.sort}
                onChange={(event) => {
                  const sort = SORTS.find((entry) => entry.key === event.target.value)?.key;
                  if (sort) go({ ...query, sort, page: 1 });
                }}
              >
                {SORTS.map((sort) => (
                  <option key={sort.key} value={sort.key}>
                    {sort.label}
                  </option>
                ))}
              </select>
            </div>
          </div>

          {chips.length > 0 && (
            <ul className="kit-catalog-chips" aria-label={labels.active}>
              {chips.map((chip) => (
                <li key={chip.key}>
                  <button
                    type="button"
                    className="kit-catalog-chip"
                    aria-label={`Remove filter: ${chip.label}`}
                    onClick={() => go({ ...chip.next, page: 1 })}
                  >
                    {chip.label}
                    <Glyph icon={X} size={14} />
                  </button>
                </li>
              ))}
            </ul>
          )}

          {result.total === 0 ? (
            <p className="kit-catalog-empty">{labels.noResults}</p>
          ) : (
            <ul className="kit-grid kit-grid-3 kit-catalog-grid">
              {result.items.map((item) => (
                <li key={item.id}>
                  <ProductCard product={item.product} cart href={productHref(item.id)} />
                </li>
              ))}
            </ul>
          )}

          {result.pages > 1 && (
            <nav aria-label={labels.pagination} className="kit-pages">
              <ul>
                {Array.from({ length: result.pages }, (_, index) => index + 1).map((page) => (
                  <li key={page}>
                    <Link
                      to={{
                        pathname: location.pathname,
                        search: shopQueryToSearch({ ...query, page }),
                      }}
                      state={KEEP_SCROLL}
                      preventScrollReset
                      aria-current={page === result.page ? "page" : undefined}
                      aria-label={`Page ${page}`}
                      onClick={() => {
                        focusResults.current = true;
                      }}
                    >
                      {page}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
      <KitModal
        isOpen={drawerOpen}
        onOpenChange={setDrawerOpen}
        title={labels.filters}
        placement="start"
      >
        <div className="kit-drawer-scroll">{filters}</div>
        <button type="button" className="kit-btn w-100" onClick={() => setDrawerOpen(false)}>
          {result.total === 1 ? "Show 1 product" : `Show ${result.total} products`}
        </button>
      </KitModal>
    </section>
  );
}
