import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { site } from "~/content/generated/site";
import { labsFeedPath } from "~/content/labs";
import { labEntries } from "~/content/labs-entries";
import { routePaths } from "~/lib/route-paths";
import routes from "~/routes";

import Labs, { links } from "./labs";

const knownPaths = new Set([...routePaths(routes)]);

describe("/labs", () => {
  it("has one h1, no skipped heading levels and labelled sections", () => {
    const { container } = render(<Labs />, { wrapper: MemoryRouter });
    const levels = [...container.querySelectorAll("h1, h2, h3, h4")].map((h) =>
      Number(h.tagName[1]),
    );
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
    for (const section of container.querySelectorAll("section")) {
      const id = section.getAttribute("aria-labelledby") ?? "";
      expect(section.querySelector(`[id="${id}"]`)).toBeTruthy();
    }
    expect(container.querySelectorAll("[style]")).toHaveLength(0);
  });

  it("lists at least six entries, newest first, each with its own anchor and page", () => {
    const { container } = render(<Labs />, { wrapper: MemoryRouter });
    expect(labEntries.length).toBeGreaterThanOrEqual(6);
    const dates = labEntries.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(labEntries.map((entry) => entry.slug)).size).toBe(labEntries.length);
    for (const entry of labEntries) {
      expect(entry.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const article = container.querySelector(`article[id="${entry.slug}"]`);
      expect(article?.querySelector(`h3 a[href="/labs/${entry.slug}"]`)).toBeTruthy();
      expect(knownPaths).toContain(`/labs/${entry.slug}`);
    }
    expect(new Set(labEntries.map((entry) => entry.kind))).toEqual(
      new Set(["advisory", "research", "tool"]),
    );
  });

  it("links only to real routes, anchors on the page, the feed or the GitHub organization", () => {
    const { container } = render(<Labs />, { wrapper: MemoryRouter });
    const github = site.social.find((social) => social.name === "GitHub")?.href ?? "";
    for (const link of container.querySelectorAll("a")) {
      const href = link.getAttribute("href") ?? "";
      if (href.startsWith("#"))
        expect(container.querySelector(`[id="${href.slice(1)}"]`)).toBeTruthy();
      else if (href === labsFeedPath) continue;
      else if (href.startsWith("/")) expect(knownPaths, href).toContain(href.split(/[?#]/)[0]);
      else expect(href.startsWith(`${github}/`), href).toBe(true);
    }
    expect(screen.getByRole("link", { name: "Subscribe via RSS" }).getAttribute("href")).toBe(
      labsFeedPath,
    );
  });

  it("shows the open tools with their GitHub repositories", () => {
    render(<Labs />, { wrapper: MemoryRouter });
    const region = screen.getByRole("region", { name: /Tools we use ourselves/ });
    expect(within(region).getByRole("heading", { name: "dmarc-lint" })).toBeTruthy();
    expect(within(region).getByRole("heading", { name: "restore-drill" })).toBeTruthy();
  });

  it("offers advisories by e-mail in a newsletter form, advisories ticked", () => {
    render(<Labs />, { wrapper: MemoryRouter });
    const region = screen.getByRole("region", { name: "Get advisories by e-mail" });
    const form = within(region).getByRole("form", { name: "Get advisories by e-mail" });
    expect(form.getAttribute("action")).toBe("/api/newsletter");
    expect(within(form).getByRole("textbox", { name: "Email" })).toBeTruthy();
    const ticked = within(form)
      .getAllByRole<HTMLInputElement>("checkbox")
      .filter((box) => box.checked)
      .map((box) => box.value);
    expect(ticked).toEqual(["security-advisories"]);
    expect(within(form).getByRole("button", { name: "Subscribe" })).toBeTruthy();
  });

  it("fills the header's facts from the entries and the tools: no placeholder is left", () => {
    const { container } = render(<Labs />, { wrapper: MemoryRouter });
    const values = [...container.querySelectorAll(".page-facts dd")].map(
      (value) => value.textContent ?? "",
    );
    expect(values.join(" ")).not.toMatch(/[{}]/);
    const newest = labEntries.find((entry) => entry.kind === "advisory")?.reference;
    expect(values).toContain(newest);
    const tools = container.querySelectorAll("article.open-tool").length;
    expect(tools).toBeGreaterThan(0);
    expect(values.some((value) => value.startsWith(`${tools},`))).toBe(true);
  });

  it("advertises both feeds in the document head", () => {
    expect(links()).toContainEqual(
      expect.objectContaining({
        rel: "alternate",
        type: "application/rss+xml",
        href: labsFeedPath,
      }),
    );
    expect(links()).toContainEqual(
      expect.objectContaining({
        rel: "alternate",
        type: "application/feed+json",
        href: "/labs/feed.json",
      }),
    );
  });
});
