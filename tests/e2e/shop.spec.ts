import type { Page } from "@playwright/test";

import { BREAKPOINTS_PX } from "../../app/lib/constants";
import { expect, open, test } from "./fixtures";

// The template shop (issue 15): one cart shared by every shop page of a visit, prices in the
// footer's currency, and a catalogue whose whole view is the URL query.

const cartButton = (page: Page) => page.getByRole("button", { name: "Cart", exact: true });
const cartDialog = (page: Page) => page.getByRole("dialog", { name: "Your cart" });
const currency = (page: Page) => page.getByRole("combobox", { name: "Currency" });
const firstCard = (page: Page) => page.locator(".kit-catalog-grid > li").first();

test.describe("cart", () => {
  test("adding the same product twice makes one line of 2", async ({ page }) => {
    await open(page, "/shop/single");
    const add = page.getByRole("button", { name: "Add to cart" }).first();
    await add.click();
    await add.click();
    await expect(cartButton(page)).toHaveAccessibleDescription("2 items");
    await expect(page.getByRole("status").filter({ hasText: "Added Arlo table lamp" })).toHaveText(
      /Arlo table lamp \(Clay, Small\) to the cart: 2 in the cart/,
    );
    await cartButton(page).click();
    const dialog = cartDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("listitem")).toHaveCount(1);
    await expect(dialog.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2");
    await expect(dialog.getByText("$258.00").first()).toBeVisible();
  });

  test("a quantity never goes below 1, and a line can be removed", async ({ page }) => {
    await open(page, "/landing/shop/v1");
    await page
      .getByRole("region", { name: "What people are bringing home" })
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
    await expect(dialog.getByText("Your cart is empty")).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleDescription("0 items");
    // Escape closes the drawer and gives focus back to the Cart button.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
  });

  test("is one cart across shop pages, in memory only", async ({ page }) => {
    await open(page, "/landing/shop/v2");
    await page.getByRole("button", { name: "Add to cart" }).first().click();
    await page
      .getByRole("navigation", { name: "Shop" })
      .getByRole("link", { name: "Catalogue" })
      .click();
    await expect(page).toHaveURL(/\/shop\/catalog$/);
    await firstCard(page).getByRole("button", { name: "Add to cart" }).click();
    await expect(cartButton(page)).toHaveAccessibleDescription("2 items");
    await page
      .getByRole("navigation", { name: "Shop" })
      .getByRole("link", { name: "Checkout" })
      .click();
    const summary = page.getByRole("region", { name: "Order summary" });
    await expect(summary.getByRole("listitem")).toHaveCount(2);
    await expect(summary.getByRole("listitem", { name: "Dark rye loaf" })).toBeVisible();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
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
    await expect(page.getByRole("slider", { name: "Maximum price" })).toHaveAttribute(
      "aria-valuetext",
      "¥181,200",
    );

    await firstCard(page).getByRole("button", { name: "Add to cart" }).click();
    await firstCard(page).getByRole("button", { name: "Add to cart" }).click();
    await page
      .getByRole("navigation", { name: "Shop" })
      .getByRole("link", { name: "Checkout" })
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
  const sidebar = (page: Page) => page.getByRole("complementary", { name: "Filters" });

  test("filters through the URL, with back and forward", async ({ page }) => {
    await open(page, "/shop/catalog");
    await expect(count(page)).toHaveText("Showing 1–6 of 16 products");
    await sidebar(page).getByRole("radio", { name: "Lighting" }).check();
    await expect(page).toHaveURL(/\?category=lighting$/);
    await expect(count(page)).toHaveText("Showing 1–4 of 4 products");
    await sidebar(page).getByRole("checkbox", { name: "Sage" }).check();
    await expect(page).toHaveURL(/\?category=lighting&colour=sage$/);
    await expect(count(page)).toHaveText("Showing 1 product");
    await expect(page.getByRole("list", { name: "Active filters" }).getByRole("button")).toHaveText(
      ["Lighting", "Sage"],
    );

    await page.goBack();
    await expect(page).toHaveURL(/\?category=lighting$/);
    await expect(count(page)).toHaveText("Showing 1–4 of 4 products");
    await expect(sidebar(page).getByRole("checkbox", { name: "Sage" })).not.toBeChecked();
    await page.goForward();
    await expect(count(page)).toHaveText("Showing 1 product");

    await page.getByRole("button", { name: "Remove filter: Lighting" }).click();
    await expect(page).toHaveURL(/\?colour=sage$/);
    await expect(sidebar(page).getByRole("radio", { name: "All categories" })).toBeChecked();
  });

  test("a shared URL opens filtered, sorted and paged", async ({ page }) => {
    await open(page, "/shop/catalog?brand=norrland-wool&sort=price-asc");
    await expect(count(page)).toHaveText("Showing 1–3 of 3 products");
    await expect(page.locator(".kit-catalog-grid .kit-product-name")).toHaveText([
      "Waffle bath towels, pair",
      "Loom wool throw",
      "Washed linen bed set",
    ]);
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("price-asc");

    await open(page, "/shop/catalog");
    await page
      .getByRole("navigation", { name: "Catalogue pages" })
      .getByRole("link", { name: "Page 3" })
      .click();
    await expect(page).toHaveURL(/\?page=3$/);
    await expect(count(page)).toHaveText("Showing 13–16 of 16 products");
    await expect(page.getByRole("heading", { name: "Products" })).toBeFocused();
  });

  test("the price slider's moves make one history entry", async ({ page }) => {
    await open(page, "/shop/catalog?category=kitchen");
    const low = sidebar(page).getByRole("slider", { name: "Minimum price" });
    await low.focus();
    for (let step = 0; step < 6; step += 1) await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/\?category=kitchen&min=60$/);
    // Kitchen from $60: decanter $65, casserole $89, cutlery $119 (mugs at $56 drop out).
    await expect(count(page)).toHaveText("Showing 1–3 of 3 products");
    await expect(
      page.getByRole("button", { name: "Remove filter: Price: $60 – $1,200" }),
    ).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\?category=kitchen$/);
    await expect(low).toHaveAttribute("aria-valuetext", "$0");
  });

  test(`filters sit in a drawer below ${BREAKPOINTS_PX.lg}px and in the sidebar from it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: BREAKPOINTS_PX.lg - 1, height: 800 });
    await open(page, "/shop/catalog");
    const button = page.getByRole("button", { name: "Filters", exact: true });
    await expect(sidebar(page)).toBeHidden();
    await expect(button).toBeVisible();
    await button.click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer).toBeVisible();
    await expect(drawer).toBeFocused();
    // The drawer is a portal; its inputs follow the URL a frame later than a click returns.
    await drawer.getByRole("radio", { name: "Textiles" }).click();
    await expect(drawer.getByRole("radio", { name: "Textiles" })).toBeChecked();
    await expect(page).toHaveURL(/\?category=textiles$/);
    await expect(drawer.getByRole("button", { name: "Show 3 products" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();

    await page.setViewportSize({ width: BREAKPOINTS_PX.lg, height: 800 });
    await expect(sidebar(page)).toBeVisible();
    await expect(button).toBeHidden();
    await expect(sidebar(page).getByRole("radio", { name: "Textiles" })).toBeChecked();
  });
});

test.describe("product page", () => {
  test("colour, size and quantity make the cart line", async ({ page }) => {
    await open(page, "/shop/single");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Arlo table lamp");
    await page
      .getByRole("radiogroup", { name: "Colour", exact: true })
      .getByRole("radio", { name: "Ink" })
      .click();
    await page
      .getByRole("radiogroup", { name: "Size", exact: true })
      .getByRole("radio", { name: "Large" })
      .click();
    await expect(page.getByRole("img", { name: "Arlo table lamp in Ink: front" })).toBeVisible();
    await page
      .getByRole("radiogroup", { name: "Product photos" })
      .getByRole("radio", { name: "Detail" })
      .click();
    await expect(page.getByRole("img", { name: "Arlo table lamp in Ink: detail" })).toBeVisible();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Add to cart" }).first().click();
    await cartButton(page).click();
    const line = cartDialog(page).getByRole("listitem", { name: "Arlo table lamp" });
    await expect(line).toContainText("Ink, Large");
    await expect(line.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("3");
  });

  test("shows the product a catalogue card links to", async ({ page }) => {
    await open(page, "/shop/catalog");
    await page.getByRole("link", { name: "Fen lounge chair" }).click();
    await expect(page).toHaveURL(/\/shop\/single\?product=fen-chair$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fen lounge chair");
  });
});

test.describe("checkout", () => {
  test("validates, then says no order is placed", async ({ page }) => {
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

    await page
      .getByRole("navigation", { name: "Shop" })
      .getByRole("link", { name: "Catalogue" })
      .click();
    await firstCard(page).getByRole("button", { name: "Add to cart" }).click();
    await page
      .getByRole("navigation", { name: "Shop" })
      .getByRole("link", { name: "Checkout" })
      .click();

    await page.getByRole("textbox", { name: "Coupon code" }).fill("welcome10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("WELCOME10 applied")).toBeVisible();
    const totals = page.locator(".kit-checkout-totals");
    // $129.00 less 10%, plus $9.00 standard delivery (under $150).
    await expect(totals).toContainText("Discount (WELCOME10)−$12.90");
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
    await page.getByRole("radio", { name: /Express delivery/ }).check();
    await expect(totals.locator(".kit-checkout-total dd")).toHaveText("$140.10");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Sample store" })).toHaveText(
      /Sample store: no order is placed\. Nothing was charged or sent; your cart \(1 item, \$140\.10\)/,
    );
  });
});
