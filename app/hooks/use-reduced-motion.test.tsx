import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { prefersReducedMotion, useReducedMotion } from "./use-reduced-motion";

function mockMedia(reduce: () => boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      get matches() {
        return query === "(prefers-reduced-motion: reduce)" && reduce();
      },
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("reduced motion", () => {
  it("prefersReducedMotion reads the preference at the moment it is called", () => {
    let reduce = false;
    mockMedia(() => reduce);
    expect(prefersReducedMotion()).toBe(false);
    reduce = true;
    expect(prefersReducedMotion()).toBe(true);
  });

  it("useReducedMotion gives the preference on a client render", () => {
    mockMedia(() => true);
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(true);
  });
});
