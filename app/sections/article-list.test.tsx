import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { type Article, ArticleList, type ArticleListProps } from "./article-list";

const items: Article[] = [
  {
    slug: "newest-advisory",
    date: "2026-11-12",
    kind: "advisory",
    reference: "CSA-1",
    title: "An advisory",
    summary: "Patch now.",
    tags: ["Windows"],
  },
  {
    slug: "a-study",
    date: "2026-10-01",
    kind: "research",
    title: "A study",
    summary: "What we found.",
    tags: ["Backup", "Statistics"],
  },
  {
    slug: "older-advisory",
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
    count: (shown, total) => `Showing ${shown} of ${total}`,
  },
  feed: { label: "Subscribe via RSS", href: "/feed.xml" },
};

const titles = () =>
  screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

describe("ArticleList", () => {
  it("starts unfiltered, with every entry anchored and dated", () => {
    const { container } = render(<ArticleList {...props} />);
    expect(titles()).toEqual(["An advisory", "A study", "Another advisory"]);
    expect(screen.getByRole("button", { name: "All entries" })).toHaveProperty(
      "ariaPressed",
      "true",
    );
    for (const item of items) {
      const article = container.querySelector(`article[id="${item.slug}"]`);
      expect(article).toBeTruthy();
      expect(article?.querySelector("time")?.getAttribute("dateTime")).toBe(item.date);
      expect(
        within(article as HTMLElement)
          .getByRole("link")
          .getAttribute("href"),
      ).toBe(`#${item.slug}`);
    }
    expect(screen.getByText("November 12, 2026")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Showing 3 of 3");
  });

  it("offers a button only for kinds that have entries", () => {
    render(<ArticleList {...props} />);
    const group = screen.getByRole("group", { name: "Filter entries by type" });
    expect(
      within(group)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["All entries", "Advisories", "Research"]);
  });

  it("filters by kind with real toggle buttons and announces the count", async () => {
    const user = userEvent.setup();
    render(<ArticleList {...props} />);
    await user.click(screen.getByRole("button", { name: "Advisories" }));
    expect(titles()).toEqual(["An advisory", "Another advisory"]);
    expect(screen.getByRole("button", { name: "Advisories" })).toHaveProperty(
      "ariaPressed",
      "true",
    );
    expect(screen.getByRole("button", { name: "All entries" })).toHaveProperty(
      "ariaPressed",
      "false",
    );
    expect(screen.getByRole("status").textContent).toBe("Showing 2 of 3");
  });

  it("works from the keyboard", async () => {
    const user = userEvent.setup();
    render(<ArticleList {...props} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "All entries" }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Research" }));
    await user.keyboard("{Enter}");
    expect(titles()).toEqual(["A study"]);
    await user.keyboard("{Shift>}{Tab}{Tab}{/Shift} ");
    expect(titles()).toHaveLength(3);
  });

  it("links the feed with a plain anchor, since it is a file and not a page", () => {
    render(<ArticleList {...props} />);
    const feed = screen.getByRole("link", { name: "Subscribe via RSS" });
    expect(feed.getAttribute("href")).toBe("/feed.xml");
    expect(feed.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });
});
