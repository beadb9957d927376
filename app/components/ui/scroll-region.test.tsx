import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { ScrollRegion } from "./scroll-region";

describe("ScrollRegion", () => {
  it("is a region named by its label, reached with Tab", async () => {
    render(
      <ScrollRegion className="acct-table-wrap" label="Recent orders">
        <table />
      </ScrollRegion>,
    );
    const region = screen.getByRole("region", { name: "Recent orders" });
    expect(region.className).toBe("acct-table-wrap");
    expect(region.hasAttribute("aria-labelledby")).toBe(false);
    await userEvent.tab();
    expect(document.activeElement).toBe(region);
  });

  it("can take its name from a heading", () => {
    render(
      <>
        <h2 id="compare">Compare plans</h2>
        <ScrollRegion className="kit-table-wrap" labelledBy="compare">
          <table />
        </ScrollRegion>
      </>,
    );
    const region = screen.getByRole("region", { name: "Compare plans" });
    expect(region.hasAttribute("aria-label")).toBe(false);
  });
});
