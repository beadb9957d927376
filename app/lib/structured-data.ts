import { site } from "~/content/generated/site";
import type { Product } from "~/content/products";

/** JSON-LD objects for search engines, built from the site config and the catalogue only. */
export type JsonLd = Record<string, unknown>;

/** Schema.org Organization for the company (used on /home, /about, /contact). */
export function organizationJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.brand,
    legalName: site.legalName,
    url: site.origin,
    logo: `${site.origin}/favicon.svg`,
    email: site.email.sales,
    telephone: site.phone.main.tel,
    foundingDate: String(site.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    sameAs: site.social.map((social) => social.href),
  };
}

/** Schema.org Product for a product page; `offers` only when prices are published. */
export function productJsonLd(
  product: Pick<Product, "name" | "summary" | "category" | "href">,
  offers?: readonly { name: string; price: number; priceCurrency: string }[],
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.summary,
    category: product.category,
    url: `${site.origin}${product.href}`,
    brand: { "@type": "Brand", name: site.brand },
    ...(offers && offers.length > 0
      ? {
          offers: offers.map((offer) => ({
            "@type": "Offer",
            name: offer.name,
            price: offer.price.toFixed(2),
            priceCurrency: offer.priceCurrency,
            url: `${site.origin}${product.href}`,
          })),
        }
      : {}),
  };
}

/** Schema.org BreadcrumbList for a nested page: pass the trail from the top, e.g. Industries › MSP. */
export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${site.origin}${crumb.path}`,
    })),
  };
}
