import { existsSync } from "node:fs";
import { join } from "node:path";

import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import privacyPage from "~/content/generated/pages/privacy-policy";
import termsPage from "~/content/generated/pages/terms-of-service";
import { site } from "~/content/generated/site";
import type { ContentPage } from "~/lib/content/page";
import PrivacyPolicy from "~/routes/pages/privacy-policy";
import TermsOfService from "~/routes/pages/terms-of-service";
import { expectHeadingOutline, expectLinksResolve } from "~/testing/page-outline";

import { LegalDocument, type LegalDocumentProps } from "./legal-document";

/** The document's props as the build gave them (the page's one LegalDocument section). */
const documentOf = (page: ContentPage) => {
  const [entry, ...others] = page.sections.filter((section) => section.section === "LegalDocument");
  expect(others).toHaveLength(0);
  return entry as unknown as LegalDocumentProps;
};

const pages = [
  { path: "/terms-of-service", Page: TermsOfService, content: documentOf(termsPage) },
  { path: "/privacy-policy", Page: PrivacyPolicy, content: documentOf(privacyPage) },
] as const;

describe.each(pages)("$path", ({ Page, content }) => {
  const renderPage = () => render(<Page />, { wrapper: MemoryRouter });

  it("has one h1 and never skips a heading level", () => {
    const { container } = renderPage();
    expectHeadingOutline(container);
  });

  it("links every contents entry to the h2 of its section, and each section back", () => {
    const { container } = renderPage();
    const contents = screen.getByRole("navigation", { name: content.labels.contents });
    const links = within(contents).getAllByRole("link");
    expect(links).toHaveLength(content.sections.length);
    expect(content.sections.length).toBeGreaterThan(3);
    for (const link of links) {
      const target = container.querySelector(link.getAttribute("href") ?? "#missing");
      expect(target?.tagName, link.textContent ?? "").toBe("H2");
      const section = target?.closest("section");
      expect(section?.getAttribute("aria-labelledby")).toBe(target?.id);
      const back = within(section as HTMLElement).getByRole("link", { name: content.labels.back });
      expect(back.getAttribute("href")).toBe(`#${contents.id}`);
    }
  });

  it("numbers the sections in order and gives each its text", () => {
    renderPage();
    content.sections.forEach((section, index) => {
      const heading = screen.getByRole("heading", {
        level: 2,
        name: `${index + 1}. ${section.title}`,
      });
      const region = heading.closest("section") as HTMLElement;
      expect(region.querySelector(".legal-section-body p, .legal-section-body li")).toBeTruthy();
    });
  });

  it("uses unique, kebab-case section ids and resolves every link", () => {
    const { container } = renderPage();
    const ids = content.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    for (const link of container.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
      expect(container.querySelector(link.getAttribute("href") ?? ""), link.href).toBeTruthy();
    }
    // Links to files the site serves as they are (security.txt) point at public/; the rest
    // are routes, anchors or addresses.
    const page = container.cloneNode(true) as HTMLElement;
    for (const link of page.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
      const path = link.getAttribute("href") ?? "";
      if (!/\.[a-z0-9]+$/i.test(path)) continue;
      expect(existsSync(join("public", path)), path).toBe(true);
      link.remove();
    }
    expectLinksResolve(page, { external: /^mailto:/ });
  });

  it("shows the effective and last-updated dates as machine-readable times", () => {
    renderPage();
    const times = document.querySelectorAll("time");
    expect([...times].map((time) => time.getAttribute("dateTime"))).toEqual([
      content.effective,
      content.updated,
    ]);
    expect(times[0]?.textContent).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(content.updated >= content.effective).toBe(true);
  });

  it("gives the privacy address for questions, and uses no inline styles", () => {
    const { container } = renderPage();
    const mail = screen.getAllByRole("link", { name: site.email.privacy });
    expect(mail[0]?.getAttribute("href")).toBe(`mailto:${site.email.privacy}`);
    expect(container.querySelectorAll("[style]")).toHaveLength(0);
  });
});

describe("/privacy-policy", () => {
  it("has the #forms anchor the forms' privacy notes link to", () => {
    const { container } = render(<PrivacyPolicy />, { wrapper: MemoryRouter });
    expect(container.querySelector("#forms")?.tagName).toBe("H2");
  });
});

describe("LegalDocument", () => {
  it("numbers its sections, links them from the contents and shows their HTML", () => {
    render(
      <LegalDocument
        id="doc"
        eyebrow="Legal"
        title="Doc"
        intro="Intro."
        effective="2026-01-05"
        updated="2026-02-01"
        contact={{ text: "Ask", email: "a@example.com" }}
        summary={{ id: "short", title: "Short", points: ["<strong>Bold</strong> point"] }}
        labels={{ effective: "Effective", updated: "Updated", contents: "Contents", back: "Back" }}
        sections={[
          { id: "one", title: "One", html: '<p>See <a href="/terms-of-service">terms</a></p>' },
          { id: "two", title: "Two", html: "<h3>Sub</h3>\n<ul>\n<li>Item</li>\n</ul>" },
        ]}
      />,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByRole("heading", { level: 2, name: "1. One" }).id).toBe("one");
    expect(screen.getByRole("heading", { level: 2, name: "2. Two" }).id).toBe("two");
    expect(screen.getByRole("heading", { level: 3, name: "Sub" })).toBeTruthy();
    const contents = screen.getByRole("navigation", { name: "Contents" });
    expect(
      within(contents)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["#one", "#two"]);
    expect(screen.getByRole("link", { name: "terms" }).getAttribute("href")).toBe(
      "/terms-of-service",
    );
    expect(screen.getByText("Bold").tagName).toBe("STRONG");
    expect(screen.getByText("January 5, 2026")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Back" })).toHaveLength(2);
  });
});
