// The ONE derivation of a page's Open Graph image path, shared by app/lib/meta.ts (which links
// it) and scripts/og-images.mjs (which renders it). Plain JS so the build script can import it.

/**
 * Site-relative path of the Open Graph image for a page path:
 * "/home" → "/og/home.png", "/industries/msp" → "/og/industries-msp.png", "/" → "/og/home.png".
 * @param {string} pagePath
 * @returns {string}
 */
export function ogImagePath(pagePath) {
  const slug = pagePath
    .replace(/[?#].*$/, "")
    .replace(/^\/+|\/+$/g, "")
    .replace(/\/+/g, "-")
    .replace(/[^a-z0-9-]/gi, "-")
    .toLowerCase();
  return `/og/${slug || "home"}.png`;
}

/** Size of every Open Graph image, in pixels. */
export const OG_IMAGE_SIZE = Object.freeze({ width: 1200, height: 630 });
