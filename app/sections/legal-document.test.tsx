import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { privacy } from "~/content/legal/privacy";
import { terms } from "~/content/legal/terms";
import { site } from "~/content/site";
import PrivacyPolicy from "~/routes/legal/privacy-policy";
import TermsOfService from "~/routes/legal/terms-of-service";
import { expectHeadingOutline } from "~/testing/page-outline";

import { LegalDocument } from "./legal-document";

const pages = [
  { name: "Terms of Service", Page: TermsOfService, content: terms },
  { name: "Privacy Policy", Page: PrivacyPolicy, content: privacy },
] as const;

describe.each(pages)("$name", ({ Page, content }) => {
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
    for (const link of links) {
      const target = container.querySelector(link.getAttribute("href") ?? "#missing");
      expect(target?.tagName, link.textContent ?? "").toBe("H2");
      const section = target?.closest("section");
      expect(section?.getAttribute("aria-labelledby")).toBe(target?.id);
      const back = within(section as HTMLElement).getByRole("link", { name: content.labels.back });
      expect(back.getAttribute("href")).toBe(`#${contents.id}`);
    }
  });

  it("uses unique, kebab-case section ids and resolves every in-page link", () => {
    const { container } = renderPage();
    const ids = content.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    for (const link of container.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
      expect(container.querySelector(link.getAttribute("href") ?? ""), link.href).toBeTruthy();
    }
  });

  it("shows the effective and last-updated dates as machine-readable times", () => {
    renderPage();
    const times = document.querySelectorAll("time");
    expect([...times].map((time) => time.getAttribute("dateTime"))).toEqual([
      content.effective,
      content.updated,
    ]);
    expect(times[0]?.textContent).toBe("November 21, 2026");
    expect(content.updated >= content.effective).toBe(true);
  });

  it("gives the privacy address for questions, and uses no inline styles", () => {
    const { container } = renderPage();
    const mail = screen.getAllByRole("link", { name: site.email.privacy });
    expect(mail[0]?.getAttribute("href")).toBe(`mailto:${site.email.privacy}`);
    expect(container.querySelectorAll("[style]")).toHaveLength(0);
  });
});

describe("LegalDocument", () => {
  it("renders links, bold terms, lists and subheadings from typed content", () => {
    render(
      <LegalDocument
        id="doc"
        eyebrow="Legal"
        title="Doc"
        intro="Intro."
        effective="2026-01-05"
        updated="2026-02-01"
        contact={{ text: "Ask", email: "a@example.com" }}
        labels={{ effective: "Effective", updated: "Updated", contents: "Contents", back: "Back" }}
        sections={[
          {
            id: "one",
            title: "One",
            blocks: [
              { kind: "paragraph", text: ["See ", { text: "terms", href: "/terms-of-service" }] },
              { kind: "subheading", text: "Sub" },
              { kind: "list", items: [[{ strong: "Bold" }, " item"], "Plain"] },
              { kind: "paragraph", text: ["File ", { text: "txt", href: "/.well-known/x.txt" }] },
            ],
          },
        ]}
      />,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByRole("heading", { level: 2, name: "1. One" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Sub" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "terms" }).getAttribute("href")).toBe(
      "/terms-of-service",
    );
    expect(screen.getByRole("link", { name: "txt" }).getAttribute("href")).toBe(
      "/.well-known/x.txt",
    );
    expect(screen.getByText("Bold").tagName).toBe("STRONG");
    expect(screen.getByText("January 5, 2026")).toBeTruthy();
  });
});
