import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { SiteErrorPage } from "~/components/site-error-page";
import { contentPages } from "~/content/pages";
import { NOT_FOUND_PATH } from "~/lib/paths";
import { routePaths } from "~/lib/route-paths";
import routes from "~/routes";

import NotFound, { meta } from "./not-found";

interface Entry {
  path?: string;
  file: string;
  children?: Entry[];
}
const flat = (entries: readonly Entry[]): Entry[] =>
  entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])]);

describe("the not-found page", () => {
  it("is the catch-all route, its copy the page file at the path the server serves", () => {
    const catchAll = flat(routes as Entry[]).filter((entry) => entry.path === "*");
    expect(catchAll.map((entry) => entry.file)).toEqual(["routes/not-found.tsx"]);
    // A file of content/pages/ that is not a route of its own: no /404 route beside "*".
    expect(routePaths(routes)).not.toContain(NOT_FOUND_PATH);
    const page = contentPages.find((candidate) => candidate.path === NOT_FOUND_PATH);
    expect(page?.noindex).toBe(true);
    expect(page?.sitemap).toBeUndefined();
  });

  it("is noindex, at its own path, titled and described by its file", () => {
    const tags = meta({} as never) as Record<string, string>[];
    expect(tags.some((tag) => tag.name === "robots" && /noindex/.test(tag.content ?? ""))).toBe(
      true,
    );
    const page = contentPages.find((candidate) => candidate.path === NOT_FOUND_PATH);
    expect(tags.some((tag) => "title" in tag && tag.title?.startsWith(page?.title ?? "?"))).toBe(
      true,
    );
  });

  it("shows one h1 and the ways onward, each to a route of the site", () => {
    const { container } = render(<NotFound />, { wrapper: MemoryRouter });
    expect(container.querySelectorAll("h1")).toHaveLength(1);
    expect(container.querySelector(".error-page-code")?.textContent).toBe("404");
    const known = new Set(routePaths(routes));
    const links = [...container.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(known).toContain(href);
  });

  it("says something else, with the same ways onward, when a page failed to load", () => {
    const { unmount } = render(<SiteErrorPage code={404} />, { wrapper: MemoryRouter });
    const notFound = screen.getByRole("heading", { level: 1 }).textContent;
    const onward = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    unmount();
    const { container } = render(<SiteErrorPage code={500} />, { wrapper: MemoryRouter });
    expect(container.querySelector("h1")?.textContent).not.toBe(notFound);
    expect(container.querySelector(".error-page-code")?.textContent).toBe("500");
    expect([...container.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual(
      onward,
    );
  });
});
