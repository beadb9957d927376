/**
 * The seed's business constants (seed-spec.md §9). Behaviour reads these names;
 * tests assert the same names at their exact thresholds.
 */

/** The back-to-top button shows once the page has scrolled further than this (px). */
export const BACK_TO_TOP_THRESHOLD_PX = 40;

/** The header gains its shadow once the page has scrolled further than this (px). */
export const HEADER_SHADOW_THRESHOLD_PX = 100;

/** The header's content never grows wider than this (px); mirrored by $header-max-width in Sass. */
export const HEADER_MAX_WIDTH_PX = 1400;

/** Bootstrap's breakpoints, as the seed fixes them (px); mirrored by $grid-breakpoints in Sass. */
export const BREAKPOINTS_PX = { md: 768, lg: 992, xl: 1200 } as const;

/** A header dropdown closes this long after the pointer leaves it (ms). */
export const DROPDOWN_CLOSE_DELAY_MS = 200;

/** After a route change the page scrolls to top, then once more after this delay (ms). */
export const SCROLL_TO_TOP_RETRY_MS = 100;
