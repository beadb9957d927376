import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { type Article, ArticleList, type ArticleListProps } from "./article-list";

const items: Article[] = [
  {
    slug: "newest-advisory",
    href: "/labs/newest-advisory",
    date: "2026-11-12",
    kind: "advisory",
    reference: "CSA-1",
    title: "An advisory",
    summary: "Patch now.",
    tags: ["Windows"],
  },
  {
    slug: "a-study",
    href: "/labs/a-study",
    date: "2026-10-01",
    kind: "research",
    title: "A study",
    summary: "What we found.",
    tags: ["Backup", "Statistics"],
  },
  {
    slug: "older-advisory",
    href: "/labs/older-advisory",
    date: "2026-05-14",
    kind: "advisory",
    title: "Another advisory",
    summary: "Check your records.",
    tags: ["DNS"],
  },
];

const props: ArticleListProps = {
  id: "entries",
  heading: { title: "Entries" },
  items,
  kinds: {
    advisory: { label: "Advisory", filterLabel: "Advisories" },
    research: { label: "Research", filterLabel: "Research" },
    tool: { label: "Tool release", filterLabel: "Tools" },
  },
  filter: {
    label: "Filter entries by type",
    allLabel: "All entries",
    tagsLabel: "Tags",
    clearTag: "Clear {tag}",
    count: "Showing {shown} of {total}",
    countAll: "Showing {total} of {total}",
  },
  feed: { label: "Subscribe via RSS", href: "/feed.xml" },
};

const titles = () =>
  screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

/** The list at /labs with a query, in a router whose location the test can read. */
function renderAt(url = "/labs") {
  const router = createMemoryRouter([{ path: "/labs", element: <ArticleList {...props} /> }], {
    initialEntries: [url],
  });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}

const filterLinks = () =>
  within(screen.getByRole("navigation", { name: "Filter entries by type" })).getAllByRole("link");

describe("ArticleList", () => {
  it("lists every entry, dated, anchored and linking its own page", () => {
    const { container } = renderAt();
    expect(titles()).toEqual(["An advisory", "A study", "Another advisory"]);
    for (const item of items) {
      const article = container.querySelector(`article[id="${item.slug}"]`);
      expect(article?.querySelector("time")?.getAttribute("dateTime")).toBe(item.date);
      expect(
        within(article as HTMLElement)
          .getByRole("link", { name: item.title })
          .getAttribute("href"),
      ).toBe(item.href);
    }
    expect(screen.getByText("November 12, 2026")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Showing 3 of 3");
  });

  it("offers a filter link only for kinds that have entries, the current one marked", () => {
    renderAt();
    expect(filterLinks().map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["All entries", "/labs"],
      ["Advisories", "/labs?kind=advisory"],
      ["Research", "/labs?kind=research"],
    ]);
    expect(screen.getByRole("link", { name: "All entries" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("filters by the kind in the query and announces the count", () => {
    renderAt("/labs?kind=advisory");
    expect(titles()).toEqual(["An advisory", "Another advisory"]);
    expect(screen.getByRole("link", { name: "Advisories" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(screen.getByRole("link", { name: "All entries" }).getAttribute("aria-current")).toBe(
      null,
    );
    expect(screen.getByRole("status").textContent).toBe("Showing 2 of 3");
  });

  it("filters by a tag and by kind and tag together, and ignores unknown values", () => {
    renderAt("/labs?tag=Backup");
    expect(titles()).toEqual(["A study"]);
    expect(screen.getByRole("link", { name: "Clear Backup" }).getAttribute("href")).toBe("/labs");
    const second = renderAt("/labs?kind=advisory&tag=DNS");
    expect(within(second.container).getAllByRole("heading", { level: 3 })).toHaveLength(1);
    second.unmount();
    renderAt("/labs?kind=nonsense&tag=Nothing");
    expect(screen.getAllByRole("status").at(-1)?.textContent).toBe("Showing 3 of 3");
  });

  it("changes the query from the keyboard: a kind, then a tag keeps the kind", async () => {
    const user = userEvent.setup();
    const { router } = renderAt();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Advisories" }));
    await user.keyboard("{Enter}");
    expect(router.state.location.search).toBe("?kind=advisory");
    expect(titles()).toEqual(["An advisory", "Another advisory"]);
    await user.click(screen.getByRole("link", { name: "DNS" }));
    expect(router.state.location.search).toBe("?kind=advisory&tag=DNS");
    expect(titles()).toEqual(["Another advisory"]);
  });

  it("links the feed with a plain anchor, since it is a file and not a page", () => {
    renderAt();
    const feed = screen.getByRole("link", { name: "Subscribe via RSS" });
    expect(feed.getAttribute("href")).toBe("/feed.xml");
    expect(feed.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });
});
