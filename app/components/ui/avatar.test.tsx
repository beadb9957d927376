import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { Avatar, AVATAR_PALETTE, avatarColor, initialsOf } from "./avatar";

/** WCAG 2.x contrast ratio of a #rrggbb colour against white. */
function contrastWithWhite(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

describe("initialsOf", () => {
  it.each([
    ["Maya Okafor", "MO"],
    ["priya raman", "PR"],
    ["Jean-Luc de la Cruz", "JC"],
    ["  Cher  ", "C"],
    ["", ""],
  ])("%j → %j", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe("avatarColor", () => {
  it("is deterministic and always from the palette", () => {
    for (const name of ["Maya Okafor", "Daniel Reyes", "Élodie Brun", "李 雷", ""]) {
      expect(avatarColor(name)).toBe(avatarColor(name));
      expect(AVATAR_PALETTE).toContain(avatarColor(name));
    }
  });

  it("spreads different names over the palette", () => {
    const names = Array.from({ length: 40 }, (_, index) => `Person ${index}`);
    expect(new Set(names.map(avatarColor)).size).toBeGreaterThan(4);
  });

  it.each(AVATAR_PALETTE)("keeps white initials readable on %s (≥ 4.5:1)", (color) => {
    expect(contrastWithWhite(color)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("Avatar", () => {
  it("draws a sized, decorative SVG with the initials", () => {
    const { container } = render(<Avatar name="Elena Kowalski" size={48} />);
    const svg = container.querySelector("svg");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(svg?.getAttribute("width")).toBe("48");
    expect(svg?.getAttribute("height")).toBe("48");
    expect(svg?.textContent).toBe("EK");
    expect(svg?.querySelector("circle")?.getAttribute("fill")).toBe(avatarColor("Elena Kowalski"));
    expect(container.querySelector("[style]")).toBeNull();
  });
});
