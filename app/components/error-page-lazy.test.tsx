import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";

vi.mock("./site-error-page", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

describe("the lazily loaded error page", () => {
  it("stands in with a heading and a way to try again when its chunk cannot be fetched", async () => {
    const { LazyErrorPage } = await import("./error-page-lazy");
    const { container } = render(
      <Suspense>
        <LazyErrorPage code={500} />
      </Suspense>,
    );
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading.id).toBe("error-title");
    // This very address: following it loads the page again.
    expect(container.querySelector("a")?.getAttribute("href")).toBe(location.pathname);
  });
});
