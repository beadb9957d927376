import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { blogCategories } from "~/content/templates/blog/people";
import type { PostSummary } from "~/lib/blog/posts";
import { expectNoInlineStylesAndSizedSvgs } from "~/testing/page-outline";

import { KitComments } from "./comments";
import { PostBrowser } from "./post-browser";

const summary = (slug: string, topic: PostSummary["topic"], date: string): PostSummary => ({
  slug,
  title: `Title of ${slug}`,
  excerpt: `Excerpt of ${slug}`,
  topic,
  date,
  minutes: 3,
  author: "tomas-berg",
  cover: "cloud",
  tags: ["Tag"],
  trending: slug === "b",
});

const posts = [
  summary("a", "Security", "2026-01-05"),
  summary("b", "Cloud", "2026-01-04"),
  summary("c", "Security", "2026-01-03"),
];

function renderAt(url: string, ui: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/blog/grid", Component: () => ui }]);
  return render(<Stub initialEntries={[url]} />);
}

describe("PostBrowser", () => {
  const browser = (
    <PostBrowser
      id="t"
      title="Articles"
      posts={posts}
      categories={blogCategories}
      layout="grid"
      perPage={2}
      articlePath="/blog/single-v1"
    />
  );

  it("shows the query's view, links each card to its article, and pages", async () => {
    const { container } = renderAt("/blog/grid?category=Security&sort=oldest", browser);
    expect(await screen.findByText("Showing 1–2 of 2 Security articles.")).toBeTruthy();
    const links = screen.getAllByRole("link").filter((link) => link.className === "kit-post-link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/blog/single-v1?post=c",
      "/blog/single-v1?post=a",
    ]);
    expect(screen.getByRole("radio", { name: "Security" }).getAttribute("aria-checked")).toBe(
      "true",
    );
    expectNoInlineStylesAndSizedSvgs(container);
  });

  it("changes the view when a category or sort is picked", async () => {
    renderAt("/blog/grid", browser);
    expect(await screen.findByText("Showing 1–2 of 3 articles.")).toBeTruthy();
    const pagination = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pagination).getByRole("link", { name: "Page 2" }).getAttribute("href")).toBe(
      "/blog/grid?page=2",
    );
    await userEvent.click(screen.getByRole("radio", { name: "Cloud" }));
    expect(await screen.findByText("Showing 1–1 of 1 Cloud articles.")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });
});

describe("KitComments", () => {
  const thread = [
    {
      id: "c1",
      author: "Ana",
      date: "2026-01-01",
      text: "First.",
      replies: [{ id: "c1-1", author: "Ben", date: "2026-01-02", text: "Reply.", replies: [] }],
    },
  ];

  it("appends a reply under its comment, focuses it and announces it", async () => {
    renderAt("/blog/grid", <KitComments id="cm" comments={thread} replyable note="Stays here." />);
    expect(screen.getByRole("heading", { name: "2 comments" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Reply to Ben" }));
    const name = screen.getAllByRole("textbox", { name: "Name" })[0]!;
    expect(document.activeElement).toBe(name);
    await userEvent.type(name, "Cleo");
    await userEvent.type(screen.getByRole("textbox", { name: "Reply to Ben" }), "Agreed.");
    await act(() => userEvent.click(screen.getByRole("button", { name: "Post reply" })));
    const posted = screen.getByRole("article", { name: "Comment by Cleo" });
    expect(document.activeElement).toBe(posted);
    // Ben's reply list now holds Cleo's reply.
    const ben = screen.getByRole("article", { name: "Comment by Ben" });
    expect(ben.nextElementSibling?.contains(posted)).toBe(true);
    expect(screen.getByText("Your reply was posted.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "3 comments" })).toBeTruthy();
  });

  it("refuses an empty comment (browser validation) and shows no form without replyable", async () => {
    renderAt("/blog/grid", <KitComments id="cm" comments={thread} replyable />);
    await userEvent.click(screen.getByRole("button", { name: "Post comment" }));
    expect(screen.getAllByRole("article")).toHaveLength(2);
    renderAt("/blog/grid", <KitComments id="ro" comments={[]} />);
    expect(screen.getByText("No comments yet.")).toBeTruthy();
  });
});
