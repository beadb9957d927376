import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { afterHydrationBreaks, HydrationBreak } from "./hydration-break";

// The Preact path (a task per region during the first hydration) runs in the production build
// only; the browser tests cover it (every page hydrates, hydration.spec.ts keeps the DOM).
describe("HydrationBreak on React (prerender, development, unit tests)", () => {
  it("renders its child directly", () => {
    const { container } = render(
      <HydrationBreak name="main">
        <main>
          <h1>Page</h1>
        </main>
      </HydrationBreak>,
    );
    expect(screen.getByRole("heading", { name: "Page" }).tagName).toBe("H1");
    expect(container.innerHTML).toBe("<main><h1>Page</h1></main>");
  });

  it("calls back a task later when no region waits", async () => {
    const callback = vi.fn();
    afterHydrationBreaks(callback);
    expect(callback).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
  });
});
