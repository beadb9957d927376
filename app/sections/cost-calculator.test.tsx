import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";

import { calculatorDefaults, shadowCradleCalculator } from "~/content/shadowcradle";
import { estimateMonthlyCost, formatUsd } from "~/lib/shadowcradle-pricing";

import { CostCalculator } from "./cost-calculator";

// jsdom has no CSS.escape, which user-event needs to walk a radio group with the arrow keys.
beforeAll(() => {
  globalThis.CSS ??= {} as typeof CSS;
  CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
});

const renderCalculator = () =>
  render(<CostCalculator {...shadowCradleCalculator} />, { wrapper: MemoryRouter });

const total = () => screen.getByRole("status");

/** The estimate the page opens with, priced by the same function the page uses. */
const defaultTotal = formatUsd(
  estimateMonthlyCost({ tier: calculatorDefaults.tier, ...calculatorDefaults.values }).totalCents,
);
const field = (name: RegExp) => screen.getByRole("spinbutton", { name });

async function setValue(name: RegExp, value: string) {
  const user = userEvent.setup();
  await user.clear(field(name));
  if (value) await user.type(field(name), value);
  return user;
}

describe("CostCalculator (ShadowCradle pricing)", () => {
  it("shows the default estimate before anyone types", () => {
    renderCalculator();
    expect(screen.getByRole("radio", { name: /Pro/ })).toHaveProperty("checked", true);
    expect(field(/Laptops and desktops/)).toHaveProperty(
      "value",
      String(calculatorDefaults.values.endpoints),
    );
    expect(field(/Servers/)).toHaveProperty("value", String(calculatorDefaults.values.servers));
    expect(field(/Retained data/)).toHaveProperty(
      "value",
      String(calculatorDefaults.values.storageTb),
    );
    expect(total().textContent).toContain(defaultTotal);
    expect(total().getAttribute("aria-live")).toBe("polite");
    expect(total().tagName).toBe("OUTPUT");
  });

  it("labels every number input with its limits", () => {
    renderCalculator();
    const storage = field(/Retained data/);
    expect(storage.getAttribute("min")).toBe("0");
    expect(storage.getAttribute("max")).toBe("500");
    expect(storage.getAttribute("step")).toBe("0.5");
    expect(field(/Servers/).getAttribute("step")).toBe("1");
  });

  it("updates the estimate live as values are typed", async () => {
    renderCalculator();
    await setValue(/Laptops and desktops/, "120");
    await setValue(/Servers/, "4");
    await setValue(/Retained data/, "2.5");
    // Pro: 120 × $5 + 4 × $59 + 2.5 × $20 = $600 + $236 + $50
    expect(total().textContent).toContain("$886");
    const breakdown = screen.getByText("Servers", { selector: "dt" }).closest("div");
    expect(breakdown?.textContent).toContain("4 × $59");
    expect(breakdown?.textContent).toContain("$236");
  });

  it("reprices when the plan changes, by keyboard", async () => {
    renderCalculator();
    const user = userEvent.setup();
    await user.click(screen.getByRole("radio", { name: /Pro/ }));
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("radio", { name: /Essentials/ })).toHaveProperty("checked", true);
    // Essentials: 50 × $3 + 10 × $35 + 5 × $25 = $150 + $350 + $125
    expect(total().textContent).toContain("$625");
    await user.click(screen.getByRole("radio", { name: /Enterprise/ }));
    // Enterprise usage is $1,330, below its $1,500 minimum.
    expect(total().textContent).toContain("$1,500");
    expect(total().textContent).toContain("minimum applies");
  });

  it("explains an empty or out-of-range field instead of showing a wrong total", async () => {
    renderCalculator();
    await setValue(/Servers/, "");
    const servers = field(/Servers/);
    expect(servers.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(/Enter a number; use 0 for none/)).toBeTruthy();
    expect(total().textContent).not.toContain("$");
    expect(total().textContent).toContain(shadowCradleCalculator.invalidText);

    await setValue(/Servers/, "900");
    expect(screen.getByText(/Enter 500 or fewer/)).toBeTruthy();

    await setValue(/Retained data/, "1.2");
    expect(screen.getByText(/whole or half terabytes/)).toBeTruthy();

    await setValue(/Servers/, String(calculatorDefaults.values.servers));
    await setValue(/Retained data/, String(calculatorDefaults.values.storageTb));
    expect(servers.getAttribute("aria-invalid")).toBeNull();
    expect(total().textContent).toContain(defaultTotal);
  });

  it("links each error to its input for assistive technology", async () => {
    renderCalculator();
    await setValue(/Laptops and desktops/, "");
    const input = field(/Laptops and desktops/);
    const describedBy = input.getAttribute("aria-describedby")?.split(" ") ?? [];
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain("Enter a number; use 0 for none.");
    expect(texts.some((text) => text?.includes("0 to 5,000"))).toBe(true);
  });

  it("offers a quote link beside the result", () => {
    renderCalculator();
    const result = total().parentElement as HTMLElement;
    expect(
      within(result).getByRole("link", { name: "Get a written quote" }).getAttribute("href"),
    ).toBe("/contact");
  });
});
