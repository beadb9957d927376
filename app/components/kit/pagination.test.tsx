import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { KitPagination } from "./pagination";

function renderPages(page: number, pages: number) {
  const Stub = createRoutesStub([
    {
      path: "/list",
      Component: () => (
        <KitPagination
          page={page}
          pages={pages}
          hrefFor={(to) => `/list?page=${to}`}
          label="Pages"
        />
      ),
    },
  ]);
  return render(<Stub initialEntries={["/list"]} />);
}

describe("<KitPagination>", () => {
  it("links every page and marks the current one", () => {
    renderPages(2, 3);
    const nav = screen.getByRole("navigation", { name: "Pages" });
    const current = within(nav).getByRole("link", { name: "Page 2" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(
      within(nav).getByRole("link", { name: "Page 1" }).getAttribute("aria-current"),
    ).toBeNull();
    expect(within(nav).getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe(
      "/list?page=1",
    );
    expect(within(nav).getByRole("link", { name: "Next page" }).getAttribute("href")).toBe(
      "/list?page=3",
    );
  });

  it("keeps a dimmed arrow at either end that is no link", () => {
    renderPages(1, 2);
    const nav = screen.getByRole("navigation", { name: "Pages" });
    expect(within(nav).queryByRole("link", { name: "Previous page" })).toBeNull();
    expect(within(nav).getByRole("link", { name: "Next page" })).toBeTruthy();
    expect(nav.querySelectorAll(".kit-page-link.is-disabled")).toHaveLength(1);
  });

  it("renders nothing for a single page", () => {
    renderPages(1, 1);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
