import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { Breadcrumbs } from "./breadcrumbs";

describe("Breadcrumbs", () => {
  it("is a named navigation with an ordered trail and the current page marked", () => {
    render(
      <Breadcrumbs
        trail={[
          { name: "Home", path: "/home" },
          { name: "Industries", path: "/industries" },
          { name: "Enterprise", path: "/industries/enterprise" },
        ]}
      />,
      { wrapper: MemoryRouter },
    );
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(nav.querySelector("ol")).toBeTruthy();
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/home"],
      ["Industries", "/industries"],
      ["Enterprise", "/industries/enterprise"],
    ]);
    expect(links.map((link) => link.getAttribute("aria-current"))).toEqual([null, null, "page"]);
  });
});
