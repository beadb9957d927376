import { useEffect, useId, useRef, useState } from "react";

import type { Colour } from "~/components/kit/swatches";
import { useCurrency } from "~/hooks/use-currency";
import { formatPrice } from "~/lib/money";
import type { ShopQuery } from "~/lib/shop-query";

import { RangeSlider } from "./range-slider";

import "~/styles/sections/_form-fields.scss";
import "~/styles/kit/_catalog.scss";

/** One choice of a filter: its slug in the URL and its name. */
export interface FilterOption {
  slug: string;
  label: string;
}

/** The words of the filter panel. */
export interface CatalogFilterLabels {
  category: string;
  allCategories: string;
  price: string;
  minPrice: string;
  maxPrice: string;
  colour: string;
  brand: string;
  clear: string;
}

export interface CatalogFiltersProps {
  query: ShopQuery;
  categories: readonly FilterOption[];
  brands: readonly FilterOption[];
  colours: readonly (Colour & { slug: string })[];
  /** The price slider's range and step, in whole US dollars. */
  price: { min: number; max: number; step: number };
  labels: CatalogFilterLabels;
  /** A new view; `coalesce` for the price slider, whose moves share one history entry. */
  onChange: (next: ShopQuery, options?: { coalesce?: boolean }) => void;
}

/** The slider's range reaches the URL this long after its last move (a burst of key presses
 * or a drag is one change, one history entry). */
export const PRICE_COMMIT_MS = 300;

const toggle = (list: readonly string[], value: string, on: boolean) =>
  on ? [...list, value] : list.filter((entry) => entry !== value);

/**
 * The catalogue's filters: category (radios), price (a two-thumb React Aria slider), colour and
 * workshop (checkboxes). Native inputs, so they work and read as they do everywhere; every
 * change is a new view in the URL, starting again at page 1.
 */
export function CatalogFilters({
  query,
  categories,
  brands,
  colours,
  price,
  labels,
  onChange,
}: CatalogFiltersProps) {
  const id = useId();
  const currency = useCurrency();
  const update = (change: Partial<ShopQuery>, options?: { coalesce?: boolean }) =>
    onChange({ ...query, ...change, page: 1 }, options);

  // The slider moves freely; the URL changes when a move ends. A new query (back, a chip)
  // moves the thumbs to it.
  const fromQuery: [number, number] = [query.min ?? price.min, query.max ?? price.max];
  const [range, setRange] = useState(fromQuery);
  const [shown, setShown] = useState(fromQuery);
  if (shown[0] !== fromQuery[0] || shown[1] !== fromQuery[1]) {
    setShown(fromQuery);
    setRange(fromQuery);
  }

  const commit = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(commit.current), []);

  const anyFilter =
    query.category !== null ||
    query.colours.length + query.brands.length > 0 ||
    query.min !== null ||
    query.max !== null;

  return (
    <div className="kit-filters">
      <fieldset className="kit-filter">
        <legend className="kit-filter-title">{labels.category}</legend>
        {[{ slug: "", label: labels.allCategories }, ...categories].map((option) => (
          <div className="form-check" key={option.slug}>
            <input
              className="form-check-input"
              type="radio"
              id={`${id}-category-${option.slug}`}
              name={`${id}-category`}
              checked={(query.category ?? "") === option.slug}
              onChange={() => update({ category: option.slug || null })}
            />
            <label className="form-check-label" htmlFor={`${id}-category-${option.slug}`}>
              {option.label}
            </label>
          </div>
        ))}
      </fieldset>

      <div className="kit-filter">
        <RangeSlider
          label={labels.price}
          thumbLabels={[labels.minPrice, labels.maxPrice]}
          minValue={price.min}
          maxValue={price.max}
          step={price.step}
          value={range}
          onChange={setRange}
          onChangeEnd={([low, high]) => {
            clearTimeout(commit.current);
            commit.current = setTimeout(
              () =>
                update(
                  { min: low === price.min ? null : low, max: high === price.max ? null : high },
                  { coalesce: true },
                ),
              PRICE_COMMIT_MS,
            );
          }}
          formatValue={(dollars) => formatPrice(dollars * 100, currency, { whole: true })}
        />
      </div>

      <fieldset className="kit-filter">
        <legend className="kit-filter-title">{labels.colour}</legend>
        <div className="kit-filter-colours">
          {colours.map((colour) => (
            <div className="form-check" key={colour.slug}>
              <input
                className="form-check-input"
                type="checkbox"
                id={`${id}-colour-${colour.slug}`}
                checked={query.colours.includes(colour.slug)}
                onChange={(event) =>
                  update({ colours: toggle(query.colours, colour.slug, event.target.checked) })
                }
              />
              <label className="form-check-label" htmlFor={`${id}-colour-${colour.slug}`}>
                <svg
                  width="16"
                  height="16"
                  viewBox="0 0 16 16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <circle cx="8" cy="8" r="7" fill={colour.hex} stroke="rgba(0,0,0,0.35)" />
                </svg>
                {colour.name}
              </label>
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className="kit-filter">
        <legend className="kit-filter-title">{labels.brand}</legend>
        {brands.map((brand) => (
          <div className="form-check" key={brand.slug}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`${id}-brand-${brand.slug}`}
              checked={query.brands.includes(brand.slug)}
              onChange={(event) =>
                update({ brands: toggle(query.brands, brand.slug, event.target.checked) })
              }
            />
            <label className="form-check-label" htmlFor={`${id}-brand-${brand.slug}`}>
              {brand.label}
            </label>
          </div>
        ))}
      </fieldset>

      {anyFilter && (
        <button
          type="button"
          className="kit-btn kit-btn-outline kit-btn-sm"
          onClick={() =>
            onChange({
              ...query,
              category: null,
              colours: [],
              brands: [],
              min: null,
              max: null,
              page: 1,
            })
          }
        >
          {labels.clear}
        </button>
      )}
    </div>
  );
}
