import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { StatsBand } from "./stats-band";

describe("StatsBand", () => {
  it("pairs each figure with what it measures in a description list", () => {
    render(
      <StatsBand
        id="stats-test"
        heading={{ title: "Numbers" }}
        stats={[
          { value: "14 min", label: "median response" },
          { value: "99.7%", label: "restores pass" },
        ]}
        note="How we count."
      />,
    );
    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    const values = screen.getAllByRole("definition").map((value) => value.textContent);
    expect(terms).toEqual(["median response", "restores pass"]);
    expect(values).toEqual(["14 min", "99.7%"]);
    expect(screen.getByRole("region", { name: "Numbers" })).toBeTruthy();
  });
});
