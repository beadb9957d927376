import { render } from "@testing-library/react";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { useAfterHydration } from "./use-after-hydration";

const seen: boolean[] = [];

function Probe() {
  const after = useAfterHydration();
  seen.push(after);
  return <p>{after ? "after" : "hydrating"}</p>;
}

describe("useAfterHydration", () => {
  afterEach(() => {
    seen.length = 0;
  });

  it("renders the prerendered state while hydrating, then switches", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe("hydrating");
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(container.textContent).toBe("after");
  });

  it("is true at once for a component mounted after the page hydrated", () => {
    const { container } = render(<Probe />);
    expect(seen[0]).toBe(true);
    expect(container.textContent).toBe("after");
  });
});
