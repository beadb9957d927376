import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { afterHydrationBreaks, HydrationBreak, HydrationGates } from "./hydration-break";

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

describe("HydrationGates (the first hydration on Preact)", () => {
  /** What `wait` threw: the gate's promise, or nothing once the region may render. */
  const thrown = (gates: HydrationGates, name: string) => {
    try {
      gates.wait(name);
      return undefined;
    } catch (promise) {
      return promise as Promise<void>;
    }
  };

  it("holds a region back until a task later, then lets it render", async () => {
    vi.useFakeTimers();
    const gates = new HydrationGates(true);
    const opened = thrown(gates, "main");
    expect(opened).toBeInstanceOf(Promise);
    expect(thrown(gates, "main")).toBe(opened);
    await vi.advanceTimersByTimeAsync(0);
    expect(thrown(gates, "main")).toBeUndefined();
    vi.useRealTimers();
  });

  it("opens every region at once for a navigation, without waiting for their tasks", async () => {
    vi.useFakeTimers();
    const gates = new HydrationGates(true);
    const waiting = ["header", "main", "footer"].map((name) => thrown(gates, name));
    gates.openAll();
    await Promise.all(waiting);
    for (const name of ["header", "main", "footer"]) expect(thrown(gates, name)).toBeUndefined();
    // Regions the navigation mounts, or that mount once their parent hydrates, wait no more.
    expect(thrown(gates, "dialog")).toBeUndefined();
    vi.useRealTimers();
  });

  it("calls back a task after the last region opened, and holds no region mounted later", async () => {
    vi.useFakeTimers();
    const gates = new HydrationGates(true);
    thrown(gates, "main");
    const callback = vi.fn();
    gates.afterAll(callback);
    expect(thrown(gates, "dialog")).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(callback).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(callback).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it("holds nothing back outside the first hydration (prerender, React, client navigation)", () => {
    expect(thrown(new HydrationGates(false), "main")).toBeUndefined();
  });
});
