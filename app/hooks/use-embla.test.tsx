import { useEffect, useLayoutEffect, useState } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { useEmbla } from "./use-embla";

// Embla's hook as it is built: the viewport element is state, set by the ref callback.
vi.mock("embla-carousel-react", () => ({
  default: function useEmblaCarousel() {
    const [viewport, setViewport] = useState<HTMLElement | null>(null);
    return [setViewport, viewport ? { viewport } : undefined];
  },
}));
const { default: useEmblaCarousel } = await import("embla-carousel-react");

// Not an act() environment: act would flush all work at once, hiding when React does it.
let actEnvironment: unknown;
beforeAll(() => {
  actEnvironment = Reflect.get(globalThis, "IS_REACT_ACT_ENVIRONMENT");
  Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", false);
});
afterAll(() => Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", actEnvironment));

type Ref = (node: HTMLElement | null) => void;

/**
 * Mounts a viewport with the given ref hook and reports whether the first commit's passive
 * effects ran inside the commit's own task (before a microtask queued by a layout effect).
 */
async function effectsRunInCommit(useViewportRef: () => Ref): Promise<boolean> {
  let passiveRan = false;
  let inCommit: boolean | undefined;
  function Slider() {
    const ref = useViewportRef();
    useLayoutEffect(() => {
      queueMicrotask(() => {
        inCommit ??= passiveRan;
      });
    }, []);
    useEffect(() => {
      passiveRan = true;
    }, []);
    return <div ref={ref} />;
  }
  const container = document.createElement("div");
  const root = createRoot(container);
  root.render(<Slider />);
  await vi.waitFor(() => expect(passiveRan).toBe(true));
  root.unmount();
  return inCommit === true;
}

describe("useEmbla", () => {
  it("sets the viewport without making React run every effect in the commit's task", async () => {
    // Embla's own ref: a state update during the commit, so React flushes the effects and
    // re-renders at once, in one long task.
    expect(await effectsRunInCommit(() => useEmblaCarousel()[0] as Ref)).toBe(true);
    // Through useEmbla the update is a transition, and the effects come in a task of their own.
    expect(await effectsRunInCommit(() => useEmbla()[0])).toBe(false);
  });

  it("keeps a move asked for before Embla is ready, and makes it once it is", async () => {
    let withEmbla: ReturnType<typeof useEmbla>[2] | undefined;
    let api: unknown;
    function Slider() {
      const [ref, embla, whenReady] = useEmbla();
      withEmbla ??= whenReady;
      api = embla;
      return <div ref={ref} />;
    }
    const container = document.createElement("div");
    const root = createRoot(container);
    flushSync(() => root.render(<Slider />));
    expect(api).toBeUndefined();
    const moves: unknown[] = [];
    withEmbla?.((ready) => moves.push(ready));
    expect(moves).toEqual([]);
    await vi.waitFor(() => expect(moves).toEqual([{ viewport: container.firstChild }]));
    root.unmount();
  });

  it("gives Embla's API once the viewport is set", async () => {
    let api: unknown;
    function Slider() {
      const [ref, embla] = useEmbla();
      api = embla;
      return <div ref={ref} data-testid="viewport" />;
    }
    const container = document.createElement("div");
    const root = createRoot(container);
    root.render(<Slider />);
    await vi.waitFor(() => expect(api).toEqual({ viewport: container.firstChild }));
    root.unmount();
  });
});
