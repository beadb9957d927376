import type { MetaDescriptor } from "react-router";

import { site } from "~/content/generated/site";

import { OG_IMAGE_SIZE, ogImagePath } from "../../scripts/og-image-path.mjs";

/** A page's title and description, as its content module writes them. */
export interface PageCopy {
  /** Page title without the brand suffix (the suffix is added here). */
  title: string;
  /** 50–160 characters; shown by search engines and link previews. */
  description: string;
}

export interface PageMeta extends PageCopy {
  /** Canonical path of the page, e.g. "/home". */
  path: string;
  /** Template and utility pages stay out of search results. */
  noindex?: boolean;
  /** Structured data (JSON-LD) objects for this page. */
  jsonLd?: readonly Record<string, unknown>[];
}

/** The full document title for a page title. */
export function documentTitle(title: string): string {
  return title === site.brand ? title : `${title} | ${site.brand}`;
}

/**
 * Builds a route's `meta` array: title, description, canonical, Open Graph, Twitter, JSON-LD.
 * Indexable pages get a large preview image (rendered at build time by scripts/og-images.mjs);
 * noindex pages keep the small card without an image.
 */
export function pageMeta({
  title,
  description,
  path,
  noindex,
  jsonLd,
}: PageMeta): MetaDescriptor[] {
  const fullTitle = documentTitle(title);
  const url = `${site.origin}${path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(noindex
      ? [{ name: "twitter:card", content: "summary" }]
      : [
          { property: "og:image", content: `${site.origin}${ogImagePath(path)}` },
          { property: "og:image:type", content: "image/png" },
          { property: "og:image:width", content: String(OG_IMAGE_SIZE.width) },
          { property: "og:image:height", content: String(OG_IMAGE_SIZE.height) },
          { property: "og:image:alt", content: fullTitle },
          { name: "twitter:card", content: "summary_large_image" },
        ]),
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    ...(noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    ...(jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}
