import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { DROPDOWN_CLOSE_DELAY_MS } from "~/lib/constants";

import { useHoverIntent } from "./use-hover-intent";

describe("useHoverIntent", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("uses the seed's 200 ms close delay", () => {
    expect(DROPDOWN_CLOSE_DELAY_MS).toBe(200);
  });

  it("opens at once on enter", () => {
    const { result } = renderHook(() => useHoverIntent());
    act(() => result.current.show());
    expect(result.current.open).toBe(true);
  });

  it("is still open 199 ms after leaving and closed at 200 ms", () => {
    const { result } = renderHook(() => useHoverIntent());
    act(() => result.current.show());
    act(() => result.current.scheduleHide());
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1));
    expect(result.current.open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(false);
  });

  it("cancels the close when the pointer re-enters", () => {
    const { result } = renderHook(() => useHoverIntent());
    act(() => result.current.show());
    act(() => result.current.scheduleHide());
    act(() => vi.advanceTimersByTime(150));
    act(() => result.current.show());
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS * 5));
    expect(result.current.open).toBe(true);
  });

  it("restarts the full delay on a second leave", () => {
    const { result } = renderHook(() => useHoverIntent());
    act(() => result.current.show());
    act(() => result.current.scheduleHide());
    act(() => vi.advanceTimersByTime(150));
    act(() => result.current.show());
    act(() => result.current.scheduleHide());
    act(() => vi.advanceTimersByTime(199));
    expect(result.current.open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(false);
  });

  it("hides at once and toggles", () => {
    const { result } = renderHook(() => useHoverIntent());
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
    act(() => result.current.hide());
    expect(result.current.open).toBe(false);
  });

  it("clears its timer on unmount", () => {
    const { result, unmount } = renderHook(() => useHoverIntent());
    act(() => result.current.show());
    act(() => result.current.scheduleHide());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
