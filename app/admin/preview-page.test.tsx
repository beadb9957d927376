import { readFileSync } from "node:fs";
import { join } from "node:path";

import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { products } from "~/content/generated/products";
import { previewSite } from "~/lib/content/editor/preview-routes";
import { readFrontmatter } from "~/lib/content/frontmatter";
import routes from "~/routes";

import type { PreviewMessage } from "./preview-frame";
import { messageStore } from "./preview-messages";
import { PreviewApp } from "./preview-page";
import { pagesUsing } from "./preview-prepare";

const root = join(import.meta.dirname, "../..");
const site = previewSite(root, routes);

const FILE = "content/pages/home.md";
const home = readFrontmatter(FILE, readFileSync(join(root, FILE), "utf8")).data as {
  sections: { section: string; title: string }[];
};
/** The home page's Hero, as the file writes it. */
const hero = home.sections.find((section) => section.section === "Hero")!;

const page = (sections: unknown[], title = "A page drawn in the preview"): PreviewMessage => ({
  type: "cradlesec-preview",
  collection: "company",
  file: "content/pages/preview-test.md",
  data: {
    title,
    description: "A page the preview test draws, with a description long enough to be accepted.",
    updated: "2026-01-05",
    sections,
    body: "",
  },
});

/** The preview with a store the test posts to, as the editor would. */
function preview(props: Partial<Parameters<typeof PreviewApp>[0]> = {}) {
  const messages = messageStore();
  render(<PreviewApp site={site} messages={messages} {...props} />);
  return (data: PreviewMessage, origin = window.location.origin) =>
    act(() => messages.take(new MessageEvent("message", { data, origin })));
}

const h1 = () => screen.findByRole("heading", { level: 1 });

describe("the editor's preview page", () => {
  it("draws a company page with the site's sections, redrawn as it is typed", async () => {
    const post = preview();
    await post(page([hero]), "https://elsewhere.example");
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    await post(page([hero]));
    expect((await h1()).textContent).toContain(
      hero.title.replace(/\*\*|\{\{[^}]+\}\}/g, "").slice(0, 20),
    );
    // Alone in its <main>: the company's header and footer draw nothing of it.
    expect(screen.getByRole("main")).toBeTruthy();
    expect(screen.queryByRole("banner")).toBeNull();
    await post(page([{ ...hero, title: "Typed a little more" }]));
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1 }).textContent).toContain(
        "Typed a little more",
      ),
    );
  });

  it("draws a template page inside its layout, which shows the page's brand", async () => {
    const file = "content/templates/pricing.md";
    const { data, body } = readFrontmatter(file, readFileSync(join(root, file), "utf8"));
    const post = preview();
    const brand = "A brand being typed";
    await post({
      type: "cradlesec-preview",
      collection: "templates",
      file,
      data: { ...(data as object), body, brand },
    });
    expect((await screen.findByRole("banner")).textContent).toContain(brand);
  });

  it("shows the build's message for data it would refuse", async () => {
    const post = preview();
    await post(page([{ ...hero, title: "" }], "Too short"));
    expect((await screen.findByRole("alert")).textContent).toMatch(/title/);
  });

  it("draws a Labs entry's page with its title as the heading", async () => {
    const file = "content/labs/restore-drill-1-0.md";
    const { data, body } = readFrontmatter(file, readFileSync(join(root, file), "utf8"));
    const post = preview();
    await post({
      type: "cradlesec-preview",
      collection: "labs",
      file,
      data: { ...(data as object), body, title: "A title being typed" },
    });
    expect((await h1()).textContent).toBe("A title being typed");
  });

  it("offers the pages that draw a collection, and loads again with an edit", async () => {
    const reload = vi.fn();
    const post = preview({ reload });
    const message: PreviewMessage = {
      type: "cradlesec-preview",
      collection: "products",
      file: "content/products.yaml",
      data: { entries: products },
    };
    await post(message);
    // The collection's generated module holds the built value only once the site's modules,
    // as the /admin/ build answers them, load: here every value counts as changed.
    // Asked for once the typing has paused.
    await act(() => new Promise((done) => setTimeout(done, 600)));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reload.mock.calls[0]?.[0]).toMatchObject({ collection: "products", data: products });
  });

  it("draws a collection loaded with its edit on the first page that draws it", async () => {
    const loaded = { collection: "products", data: products, posted: "" };
    const post = preview({ loaded, reload: vi.fn() });
    await post({
      type: "cradlesec-preview",
      collection: "products",
      file: "content/products.yaml",
      data: { entries: products },
    });
    const select = await screen.findByRole("combobox", { name: "Page shown" });
    const paths = pagesUsing(site, "products").flatMap((group) => group.paths);
    expect(screen.getAllByRole("option")).toHaveLength(paths.length);
    expect((select as HTMLSelectElement).value).toBe(paths[0]);
  });
});
