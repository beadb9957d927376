import type { Page } from "@playwright/test";

import {
  shopBrands,
  shopCategories,
  shopColours,
  type ShopProduct,
  shopProduct,
  shopProducts,
} from "../../app/content/templates/shop/products";
import { shopStore } from "../../app/content/templates/shop/store";
import { BREAKPOINTS_PX } from "../../app/lib/constants";
import { toQueryValue } from "../../app/lib/list-query";
import { literal, templateSection } from "./content-files";
import { expect, open, test } from "./fixtures";

// The template shop (issue 15): one cart shared by every shop page of a visit, prices in the
// footer's currency, and a catalogue whose whole view is the URL query. Products, categories and
// the shop's words come from content/templates/shop/ (products.yaml, store.yaml and the pages);
// the sentences the cart and the catalogue build around them are the components' (use-cart.ts,
// product-catalog.tsx, checkout-form.tsx).

const cartButton = (page: Page) => page.getByRole("button", { name: "Cart", exact: true });
const cartDialog = (page: Page) => page.getByRole("dialog", { name: shopStore.cart.title });
const currency = (page: Page) => page.getByRole("combobox", { name: "Currency" });
const firstCard = (page: Page) => page.locator(".kit-catalog-grid > li").first();
const shopNav = (page: Page) => page.getByRole("navigation", { name: shopStore.bar.label });
const barLink = (href: string) => {
  const link = shopStore.bar.links.find((entry) => entry.href === href);
  if (!link) throw new Error(`the shop bar has no link to ${href}`);
  return link.label;
};
const usd = (cents: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
/** Whole dollars, as the price filter shows them. */
const dollars = (whole: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }).format(whole);

interface CatalogSection {
  heading: string;
  pageSize: number;
  price: { min: number; max: number; step: number };
  labels: Record<
    | "filters"
    | "allCategories"
    | "price"
    | "minPrice"
    | "maxPrice"
    | "sort"
    | "active"
    | "pagination",
    string
  >;
}
const catalog = await templateSection<CatalogSection>("shop/catalog", "ShopCatalog");

/** A category, colour or workshop by its place in products.yaml's lists. */
function pick<T>(list: readonly T[], index: number): T {
  const entry = list[index];
  if (!entry) throw new Error(`products.yaml has no entry ${index} there`);
  return entry;
}
const inCategory = (slug: string) => shopProducts.filter((product) => product.category === slug);
/** The count line over the grid (product-catalog.tsx words it). */
const showing = (first: number, last: number, total: number) =>
  total === 1 ? "Showing 1 product" : `Showing ${first}–${last} of ${total} products`;
const firstPage = (total: number) => showing(1, Math.min(total, catalog.pageSize), total);

/** The product page's section, with the product it is prerendered with. */
async function productPage() {
  const detail = await templateSection<{
    product: string | { id: string };
    galleryLabel: string;
    views: readonly string[];
    colourLabel: string;
    sizeLabel: string;
  }>("shop/single", "ShopProductDetail");
  const id = typeof detail.product === "string" ? detail.product : detail.product.id;
  return { ...detail, product: shopProduct(id) };
}

/** The cart's notice for a product page's default choice (use-cart.ts words it). */
const addedNotice = (product: ShopProduct, qty: number) => {
  const detail = [
    product.colours.length > 1 ? product.colours[0]?.name : undefined,
    product.sizes?.[0],
  ]
    .filter(Boolean)
    .join(", ");
  return `Added ${product.name}${detail ? ` (${detail})` : ""} to the cart: ${qty} in the cart.`;
};

test.describe("cart", () => {
  test("adding the same product twice makes one line of 2", async ({ page }) => {
    const { product } = await productPage();
    await open(page, "/shop/single");
    const add = page.getByRole("button", { name: "Add to cart" }).first();
    await add.click();
    await add.click();
    await expect(cartButton(page)).toHaveAccessibleDescription("2 items");
    await expect(page.getByRole("status").filter({ hasText: `Added ${product.name}` })).toHaveText(
      addedNotice(product, 2),
    );
    await cartButton(page).click();
    const dialog = cartDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("listitem")).toHaveCount(1);
    await expect(dialog.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2");
    await expect(dialog.getByText(usd(2 * product.price)).first()).toBeVisible();
  });

  test("a quantity never goes below 1, and a line can be removed", async ({ page }) => {
    const grid = await templateSection<{ heading: { title: string } }>(
      "landing/shop/v1",
      "ShopProductGrid",
    );
    await open(page, "/landing/shop/v1");
    await page
      .getByRole("region", { name: grid.heading.title })
      .first()
      .getByRole("button", { name: "Add to cart" })
      .first()
      .click();
    await expect(cartButton(page)).toHaveAccessibleDescription("1 item");
    await cartButton(page).click();
    const dialog = cartDialog(page);
    const qty = dialog.getByRole("spinbutton", { name: "Quantity" });
    const decrease = dialog.getByRole("button", { name: "Decrease quantity" });
    await expect(qty).toHaveValue("1");
    await decrease.click();
    await expect(qty).toHaveValue("1");
    await dialog.getByRole("button", { name: "Increase quantity" }).click();
    await expect(qty).toHaveValue("2");
    await decrease.click();
    await decrease.click();
    await expect(qty).toHaveValue("1");
    // The keyboard: arrows on the spinbutton, with the same floor.
    await qty.focus();
    await page.keyboard.press("ArrowUp");
    await expect(qty).toHaveValue("2");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(qty).toHaveValue("1");

    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(dialog.getByText(shopStore.cart.empty)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleDescription("0 items");
    // Escape closes the drawer and gives focus back to the Cart button.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
  });

  test("is one cart across shop pages, in memory only", async ({ page }) => {
    const grid = await templateSection<{ products: readonly { name: string }[] }>(
      "landing/shop/v2",
      "ProductGrid",
    );
    await open(page, "/landing/shop/v2");
    await page.getByRole("button", { name: "Add to cart" }).first().click();
    await shopNav(page)
      .getByRole("link", { name: barLink("/shop/catalog") })
      .click();
    await expect(page).toHaveURL(/\/shop\/catalog$/);
    await firstCard(page).getByRole("button", { name: "Add to cart" }).click();
    await expect(cartButton(page)).toHaveAccessibleDescription("2 items");
    await shopNav(page)
      .getByRole("link", { name: barLink("/shop/checkout") })
      .click();
    const summary = page.getByRole("region", { name: "Order summary" });
    await expect(summary.getByRole("listitem")).toHaveCount(2);
    await expect(
      summary.getByRole("listitem", { name: grid.products[0]?.name ?? "" }),
    ).toBeVisible();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // An empty cart's words at checkout are the form's (checkout-form.tsx), with the bar's link.
    await expect(summary.getByText("Your cart is empty")).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleDescription("0 items");
  });
});

test.describe("currency", () => {
  test("changes every price on the catalogue and the checkout, and holds across navigation", async ({
    page,
  }) => {
    await open(page, "/shop/catalog");
    const price = firstCard(page).locator(".kit-product-price");
    await expect(price).toHaveText("$129.00");
    await currency(page).selectOption("EUR");
    await expect(price).toHaveText("€118.68");
    await currency(page).selectOption("UKP");
    await expect(price).toHaveText("£101.91");
    await currency(page).selectOption("JPY");
    await expect(price).toHaveText("¥19,479");
    await expect(page.getByRole("slider", { name: catalog.labels.maxPrice })).toHaveAttribute(
      "aria-valuetext",
      "¥181,200",
    );

    await firstCard(page).getByRole("button", { name: "Add to cart" }).click();
    await firstCard(page).getByRole("button", { name: "Add to cart" }).click();
    await shopNav(page)
      .getByRole("link", { name: barLink("/shop/checkout") })
      .click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
    await expect(currency(page)).toHaveValue("JPY");
    const summary = page.getByRole("region", { name: "Order summary" });
    // Two lamps at ¥19,479: lines and totals in yen, no minor unit; delivery is free over $150.
    await expect(summary.getByText("¥38,958").first()).toBeVisible();
    await expect(summary.locator(".kit-checkout-total dd")).toHaveText("¥38,958");
    await currency(page).selectOption("EUR");
    await expect(summary.locator(".kit-checkout-total dd")).toHaveText("€237.36");
  });
});

test.describe("catalogue", () => {
  const count = (page: Page) => page.locator(".kit-catalog-count");
  const sidebar = (page: Page) => page.getByRole("complementary", { name: catalog.labels.filters });
  const { labels } = catalog;

  test("filters through the URL, with back and forward", async ({ page }) => {
    // The first category, and a colour that only some of its products come in.
    const category = pick(shopCategories, 0);
    const products = inCategory(category.slug);
    const colour = shopColours.find((entry) => {
      const some = products.filter((product) =>
        product.colours.some((its) => its.name === entry.name),
      ).length;
      return some > 0 && some < products.length;
    });
    if (!colour) throw new Error("no colour picks some of the first category's products");
    const both = products.filter((product) =>
      product.colours.some((its) => its.name === colour.name),
    ).length;
    const colourSlug = toQueryValue(colour.name);

    await open(page, "/shop/catalog");
    await expect(count(page)).toHaveText(firstPage(shopProducts.length));
    await sidebar(page).getByRole("radio", { name: category.label, exact: true }).check();
    await expect(page).toHaveURL(new RegExp(`\\?category=${category.slug}$`));
    await expect(count(page)).toHaveText(firstPage(products.length));
    await sidebar(page).getByRole("checkbox", { name: colour.name, exact: true }).check();
    await expect(page).toHaveURL(new RegExp(`\\?category=${category.slug}&colour=${colourSlug}$`));
    await expect(count(page)).toHaveText(firstPage(both));
    await expect(page.getByRole("list", { name: labels.active }).getByRole("button")).toHaveText([
      category.label,
      colour.name,
    ]);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?category=${category.slug}$`));
    await expect(count(page)).toHaveText(firstPage(products.length));
    await expect(
      sidebar(page).getByRole("checkbox", { name: colour.name, exact: true }),
    ).not.toBeChecked();
    await page.goForward();
    await expect(count(page)).toHaveText(firstPage(both));

    await page.getByRole("button", { name: `Remove filter: ${category.label}` }).click();
    await expect(page).toHaveURL(new RegExp(`\\?colour=${colourSlug}$`));
    await expect(sidebar(page).getByRole("radio", { name: labels.allCategories })).toBeChecked();
  });

  test("a shared URL opens filtered, sorted and paged", async ({ page }) => {
    // A workshop's products, cheapest first.
    const brand = pick(shopBrands, 2);
    const made = shopProducts
      .filter((product) => product.brand === brand.slug)
      .sort((a, b) => a.price - b.price);
    await open(page, `/shop/catalog?brand=${brand.slug}&sort=price-asc`);
    await expect(count(page)).toHaveText(firstPage(made.length));
    await expect(page.locator(".kit-catalog-grid .kit-product-name")).toHaveText(
      made.slice(0, catalog.pageSize).map((product) => product.name),
    );
    await expect(page.getByRole("combobox", { name: labels.sort })).toHaveValue("price-asc");

    const pages = Math.ceil(shopProducts.length / catalog.pageSize);
    expect(pages, "the catalogue fills more than one page").toBeGreaterThan(1);
    await open(page, "/shop/catalog");
    await page
      .getByRole("navigation", { name: labels.pagination })
      .getByRole("link", { name: `Page ${pages}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?page=${pages}$`));
    await expect(count(page)).toHaveText(
      showing((pages - 1) * catalog.pageSize + 1, shopProducts.length, shopProducts.length),
    );
    await expect(page.getByRole("heading", { name: catalog.heading })).toBeFocused();
  });

  test("the price slider's moves make one history entry", async ({ page }) => {
    // Six steps up from the floor drop the cheapest of a category (the fourth, in the sample).
    const category = pick(shopCategories, 3);
    const min = catalog.price.min + 6 * catalog.price.step;
    const kept = inCategory(category.slug).filter((product) => product.price >= min * 100);
    expect(kept.length).toBeLessThan(inCategory(category.slug).length);
    await open(page, `/shop/catalog?category=${category.slug}`);
    const low = sidebar(page).getByRole("slider", { name: labels.minPrice });
    await low.focus();
    for (let step = 0; step < 6; step += 1) await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(new RegExp(`\\?category=${category.slug}&min=${min}$`));
    await expect(count(page)).toHaveText(firstPage(kept.length));
    await expect(
      page.getByRole("button", {
        name: `Remove filter: ${labels.price}: ${dollars(min)} – ${dollars(catalog.price.max)}`,
      }),
    ).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?category=${category.slug}$`));
    await expect(low).toHaveAttribute("aria-valuetext", dollars(catalog.price.min));
  });

  test(`filters sit in a drawer below ${BREAKPOINTS_PX.lg}px and in the sidebar from it`, async ({
    page,
  }) => {
    const category = pick(shopCategories, 2);
    await page.setViewportSize({ width: BREAKPOINTS_PX.lg - 1, height: 800 });
    await open(page, "/shop/catalog");
    const button = page.getByRole("button", { name: labels.filters, exact: true });
    await expect(sidebar(page)).toBeHidden();
    await expect(button).toBeVisible();
    await button.click();
    const drawer = page.getByRole("dialog", { name: labels.filters });
    await expect(drawer).toBeVisible();
    await expect(drawer).toBeFocused();
    // The drawer is a portal; its inputs follow the URL a frame later than a click returns.
    await drawer.getByRole("radio", { name: category.label, exact: true }).click();
    await expect(drawer.getByRole("radio", { name: category.label, exact: true })).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`\\?category=${category.slug}$`));
    const total = inCategory(category.slug).length;
    await expect(
      drawer.getByRole("button", {
        name: total === 1 ? "Show 1 product" : `Show ${total} products`,
      }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();

    await page.setViewportSize({ width: BREAKPOINTS_PX.lg, height: 800 });
    await expect(sidebar(page)).toBeVisible();
    await expect(button).toBeHidden();
    await expect(
      sidebar(page).getByRole("radio", { name: category.label, exact: true }),
    ).toBeChecked();
  });
});

test.describe("product page", () => {
  test("colour, size and quantity make the cart line", async ({ page }) => {
    const detail = await productPage();
    const { product } = detail;
    const colour = product.colours.at(-1)?.name ?? "";
    const size = product.sizes?.at(-1) ?? "";
    const [front, , closeUp] = detail.views;
    if (!front || !closeUp) throw new Error("the product page has fewer than three views");
    // A picture's name: the product, its colour and the view (product-gallery.tsx).
    const picture = (view: string) => `${product.name} in ${colour}: ${view.toLowerCase()}`;
    await open(page, "/shop/single");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    await page
      .getByRole("radiogroup", { name: detail.colourLabel, exact: true })
      .getByRole("radio", { name: colour, exact: true })
      .click();
    await page
      .getByRole("radiogroup", { name: detail.sizeLabel, exact: true })
      .getByRole("radio", { name: size, exact: true })
      .click();
    await expect(page.getByRole("img", { name: picture(front) })).toBeVisible();
    await page
      .getByRole("radiogroup", { name: detail.galleryLabel })
      .getByRole("radio", { name: closeUp, exact: true })
      .click();
    await expect(page.getByRole("img", { name: picture(closeUp) })).toBeVisible();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Add to cart" }).first().click();
    await cartButton(page).click();
    const line = cartDialog(page).getByRole("listitem", { name: product.name });
    await expect(line).toContainText(`${colour}, ${size}`);
    await expect(line.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("3");
  });

  test("shows the product a catalogue card links to", async ({ page }) => {
    const product = pick(shopProducts, 1);
    await open(page, "/shop/catalog");
    await page.getByRole("link", { name: product.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/single\\?product=${product.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  });
});

test.describe("checkout", () => {
  test("validates, then says no order is placed", async ({ page }) => {
    const { shippingOptions, coupons } = await templateSection<{
      shippingOptions: readonly { key: string; label: string }[];
      coupons: readonly { code: string; percent: number }[];
    }>("shop/checkout", "CheckoutForm");
    const coupon = pick(coupons, 0);
    const express = shippingOptions.find((option) => option.key === "express");
    if (!express) throw new Error("the checkout has no express delivery");
    await open(page, "/shop/checkout");
    await page.getByRole("button", { name: "Place order" }).click();
    const errors = page.getByRole("alert");
    await expect(errors).toBeFocused();
    await expect(errors).toContainText("Enter your full name.");
    await expect(errors).toContainText("Your cart is empty");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );

    await shopNav(page)
      .getByRole("link", { name: barLink("/shop/catalog") })
      .click();
    await firstCard(page).getByRole("button", { name: "Add to cart" }).click();
    await shopNav(page)
      .getByRole("link", { name: barLink("/shop/checkout") })
      .click();

    // A code is taken in any case.
    await page.getByRole("textbox", { name: "Coupon code" }).fill(coupon.code.toLowerCase());
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText(`${coupon.code} applied`)).toBeVisible();
    const totals = page.locator(".kit-checkout-totals");
    // $129.00 less 10%, plus $9.00 standard delivery (under $150).
    await expect(totals).toContainText(`Discount (${coupon.code})−$12.90`);
    await expect(totals.locator(".kit-checkout-total dd")).toHaveText("$125.10");

    await page.getByRole("textbox", { name: "Full name" }).fill("Ada Byron");
    await page.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
    await page.getByRole("textbox", { name: "Street address" }).fill("12 Mill Road");
    await page.getByRole("textbox", { name: "Town or city" }).fill("Portland");
    await page.getByRole("textbox", { name: "Postcode" }).fill("04101");
    await page.getByRole("textbox", { name: "Name on the card" }).fill("Ada Byron");
    await page.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4241");
    await page.getByRole("textbox", { name: "Expiry date (MM/YY)" }).fill("08/39");
    await page.getByRole("textbox", { name: "Security code" }).fill("123");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("alert")).toContainText("Enter a valid card number");
    await page.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242");
    await expect(page.getByRole("alert")).toBeHidden();
    await page.getByRole("radio", { name: literal(express.label) }).check();
    await expect(totals.locator(".kit-checkout-total dd")).toHaveText("$140.10");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Sample store" })).toHaveText(
      /Sample store: no order is placed\. Nothing was charged or sent; your cart \(1 item, \$140\.10\)/,
    );
  });
});
