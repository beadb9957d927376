import { describe, expect, it } from "vitest";

import { withoutStyle } from "./without-style";

describe("withoutStyle", () => {
  it("drops the inline style and empty ID references, and keeps the rest", () => {
    const props = {
      style: { left: "50%" },
      "aria-describedby": "",
      "aria-details": "",
      "aria-label": "Minimum price",
      id: "thumb",
    };
    expect(withoutStyle(props)).toEqual({ "aria-label": "Minimum price", id: "thumb" });
  });

  it("keeps an ID reference that names an element", () => {
    const props = { style: { top: "0" }, "aria-describedby": "hint" };
    expect(withoutStyle(props)).toEqual({ "aria-describedby": "hint" });
  });
});
