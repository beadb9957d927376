import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it, vi } from "vitest";

import { ErrorBoundary } from "./root";

/** One route that fails as `fail` does, under the root's ErrorBoundary. */
function failing(fail: () => never) {
  const Stub = createRoutesStub([
    {
      path: "/",
      loader: fail,
      Component: () => null,
      // The stub's props are the router's; the root's are typed by its route.
      ErrorBoundary: ErrorBoundary as unknown as React.ComponentType,
      HydrateFallback: () => null,
    },
  ]);
  return render(<Stub />);
}

describe("the root's ErrorBoundary", () => {
  it("renders the error page, loaded when a route fails, with its code and ways onward", async () => {
    // In development the boundary logs the error, as it should; not in the test's output.
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { container } = failing(() => {
      throw new Error("a route failed");
    });
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading.id).toBe("error-title");
    expect(container.querySelector("main#main .error-page-code")?.textContent).toBe("500");
    expect(screen.getAllByRole("link").length).toBeGreaterThan(1);
    expect(logged).toHaveBeenCalled();
  });

  it("says 404 for a not-found response", async () => {
    const { container } = failing(() => {
      throw data(null, { status: 404 });
    });
    await screen.findByRole("heading", { level: 1 });
    expect(container.querySelector(".error-page-code")?.textContent).toBe("404");
  });
});
