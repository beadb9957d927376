import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { Hero } from "./hero";

const props = {
  id: "hero-test-title",
  eyebrow: "Eyebrow",
  title: "A headline",
  lead: "A lead paragraph.",
  actions: [
    { label: "Primary action", href: "/contact" },
    { label: "Secondary action", href: "/shadowcradle" },
  ],
  highlights: ["First point", "Second point"],
  panel: {
    title: "Panel",
    status: "Passed",
    rows: [{ icon: "check" as const, label: "Row", detail: "Detail" }],
    summary: "Summary",
    caption: "A sample panel.",
  },
};

describe("Hero", () => {
  it("labels its section with the one h1", () => {
    render(<Hero {...props} />, { wrapper: MemoryRouter });
    const region = screen.getByRole("region", { name: "A headline" });
    expect(within(region).getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("makes the first action the primary button and routes internal links", () => {
    render(<Hero {...props} />, { wrapper: MemoryRouter });
    const primary = screen.getByRole("link", { name: "Primary action" });
    const secondary = screen.getByRole("link", { name: "Secondary action" });
    expect(primary).toHaveProperty("className", expect.stringContaining("btn-primary"));
    expect(secondary).toHaveProperty("className", expect.stringContaining("btn-outline-light"));
    expect(primary.getAttribute("href")).toBe("/contact");
  });

  it("captions the sample panel", () => {
    render(<Hero {...props} />, { wrapper: MemoryRouter });
    const caption = screen.getByText("A sample panel.");
    expect(caption.tagName).toBe("FIGCAPTION");
    expect(caption.closest("figure")).toBeTruthy();
  });

  it("renders without the optional parts", () => {
    const { container } = render(
      <Hero id="bare" title="Bare" lead="Lead." actions={props.actions} />,
      { wrapper: MemoryRouter },
    );
    expect(container.querySelector("figure, .hero-highlights, .eyebrow")).toBeNull();
  });
});
