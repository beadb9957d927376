// @vitest-environment jsdom
import { createBrowserRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { currentEntryState } from "./history-entry";

describe("currentEntryState", () => {
  afterEach(() => {
    window.history.replaceState(null, "", "/");
  });

  it("reads the state React Router's browser history writes with each entry", async () => {
    const router = createBrowserRouter([{ path: "*", Component: () => null }]);
    await router.navigate("/shop/catalog?min=10", { state: { via: "price" } });
    expect(window.location.search).toBe("?min=10");
    expect(currentEntryState()).toEqual({ via: "price" });
    await router.navigate("/shop/catalog?min=20", { state: { via: "price" }, replace: true });
    expect(currentEntryState()).toEqual({ via: "price" });
    // A navigation without state: React Router writes null.
    await router.navigate("/shop/catalog");
    expect(currentEntryState()).toBeNull();
    router.dispose();
  });

  it("is undefined for an entry React Router did not write", () => {
    window.history.replaceState(null, "", "/");
    expect(currentEntryState()).toBeUndefined();
    window.history.replaceState({ key: "k", idx: 0 }, "", "/");
    expect(currentEntryState()).toBeUndefined();
  });
});
