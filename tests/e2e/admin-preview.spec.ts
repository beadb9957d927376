// The editor's preview as a person sees it while typing (issue 45), on a throwaway copy of the
// content served by `npm run edit`: a Labs entry, a blog article and a YAML collection are each
// drawn by the site's own components, and follow what is typed, with no error in the console.
import { expect, type Page, test } from "@playwright/test";

import { useEditServer } from "./edit-server";

test.describe.configure({ timeout: 90_000 });

const server = useEditServer();

/** A field of the form by its label (Sveltia names each field's group “Label” Field). */
const field = (page: Page, label: string) =>
  page.getByRole("group", { name: new RegExp(`^“\\W?${label}\\W?” Field$`) }).first();

/** The preview pane's page: the site's own components in the preview frame's frame. */
const preview = (page: Page) => page.frameLocator("iframe").first().frameLocator("iframe");

async function open(page: Page, hash: string) {
  await page.goto(`${server.url}#${hash}`);
  await expect(page.getByRole("group", { name: "Content Editor" })).toBeVisible();
}

test("the preview draws a Labs entry, an article and a product as they are typed", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(server.url);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await expect(page.getByRole("tree", { name: "Collection List" })).toBeVisible({
    timeout: 30_000,
  });

  // A Labs entry: its page's heading is the title being typed.
  await open(page, "/collections/labs/entries/restore-drill-1-0");
  const labTitle = "restore-drill 1.0, typed in the editor";
  await field(page, "Title").getByRole("textbox").fill(labTitle);
  await expect(preview(page).getByRole("heading", { level: 1 })).toHaveText(labTitle);

  // An article, on the first of the blog's article pages.
  await open(page, "/collections/articles/entries/keep-less");
  const articleTitle = "Keep less, typed in the editor";
  await field(page, "Title").getByRole("textbox").fill(articleTitle);
  await expect(preview(page).getByRole("heading", { level: 1 })).toHaveText(articleTitle);
  await expect(preview(page).getByRole("combobox", { name: "Page shown" })).toBeVisible();

  // A product's name: the pages that list the catalogue draw it (the page loads again with it).
  await open(page, "/collections/products/entries/products");
  const name = field(page, "Name").getByRole("textbox");
  const typed = `${await name.inputValue()} Prime`;
  await name.fill(typed);
  await expect(preview(page).getByText(typed).locator("visible=true").first()).toBeVisible({
    timeout: 20_000,
  });

  expect(errors).toEqual([]);
});
