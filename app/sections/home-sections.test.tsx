import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import Home from "~/routes/pages/home";
import {
  expectHeadingOutline,
  expectLabelledSections,
  expectLinkNamesConsistent,
  expectNoInlineStylesAndSizedSvgs,
} from "~/testing/page-outline";

// The home page is the first composition of these sections: check the outline they produce together.
describe("home page sections", () => {
  const renderHome = () => render(<Home />, { wrapper: MemoryRouter });

  it("has exactly one h1 and never skips a heading level", () => {
    const { container } = renderHome();
    expectHeadingOutline(container);
  });

  it("labels every section by a heading inside it", () => {
    const { container } = renderHome();
    expect(expectLabelledSections(container).length).toBeGreaterThanOrEqual(8);
  });

  it("uses no inline styles (the CSP forbids them) and sizes every SVG", () => {
    const { container } = renderHome();
    expectNoInlineStylesAndSizedSvgs(container);
  });

  it("gives every link a unique, non-empty name per destination", () => {
    const { container } = renderHome();
    expectLinkNamesConsistent(container);
  });
});
