import { describe, expect, it } from "vitest";

import { fillPlaceholders } from "./placeholders";

describe("fillPlaceholders", () => {
  it("fills every {name} it has a value for, and leaves other braces as written", () => {
    expect(fillPlaceholders("{shown}/{total}", { shown: 3, total: 8 })).toBe("3/8");
    expect(fillPlaceholders("{a} of {b} ({a})", { a: "x", b: 2 })).toBe("x of 2 (x)");
    expect(fillPlaceholders("{count} {shown} {}", { shown: 1 })).toBe("{count} 1 {}");
  });
});
