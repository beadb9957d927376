import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";

import shadowcradle from "~/content/generated/pages/shadowcradle";
import { formatNumber } from "~/lib/numbers";
import { fillPlaceholders } from "~/lib/placeholders";
import {
  estimateMonthlyCost,
  formatUsd,
  type Quantity,
  quantityLimits,
  shadowCradleTiers,
  tierById,
} from "~/lib/shadowcradle-pricing";
import { sectionProps } from "~/testing/content-page";

import { BackupCostCalculator, type BackupCostCalculatorProps } from "./backup-cost-calculator";

// The calculator as /shadowcradle shows it: its words from the page file, its prices and limits
// from the price list, so every expectation below is computed, not copied.
const props = sectionProps<BackupCostCalculatorProps>(shadowcradle, "BackupCostCalculator");
const { defaults, errors } = props;

// jsdom has no CSS.escape, which user-event needs to walk a radio group with the arrow keys.
beforeAll(() => {
  globalThis.CSS ??= {} as typeof CSS;
  CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
});

const renderCalculator = () =>
  render(<BackupCostCalculator {...props} />, { wrapper: MemoryRouter });

const total = () => screen.getByRole("status");

const labelOf = (key: Quantity) => {
  const entry = props.fields.find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`no ${key} field`);
  return entry.label;
};
const field = (key: Quantity) => screen.getByRole("spinbutton", { name: labelOf(key) });

const priced = (tier: (typeof shadowCradleTiers)[number]["id"], values = defaults.values) =>
  estimateMonthlyCost({ tier, ...values });

async function setValue(key: Quantity, value: string) {
  const user = userEvent.setup();
  await user.clear(field(key));
  if (value) await user.type(field(key), value);
  return user;
}

describe("BackupCostCalculator (ShadowCradle pricing)", () => {
  it("offers every plan of the price list and every quantity, within its limits", () => {
    renderCalculator();
    expect(screen.getAllByRole("radio")).toHaveLength(shadowCradleTiers.length);
    for (const tier of shadowCradleTiers) {
      const radio = screen.getByRole("radio", { name: new RegExp(tier.name) });
      expect(radio).toHaveProperty("checked", tier.id === defaults.tier);
    }
    for (const key of Object.keys(quantityLimits) as Quantity[]) {
      const input = field(key);
      expect(input).toHaveProperty("value", String(defaults.values[key]));
      expect(input.getAttribute("min")).toBe(String(quantityLimits[key].min));
      expect(input.getAttribute("max")).toBe(String(quantityLimits[key].max));
      expect(input.getAttribute("step")).toBe(String(quantityLimits[key].step));
    }
  });

  it("shows the default estimate before anyone types, in a polite live output", () => {
    renderCalculator();
    expect(total().textContent).toContain(formatUsd(priced(defaults.tier).totalCents));
    expect(total().getAttribute("aria-live")).toBe("polite");
    expect(total().tagName).toBe("OUTPUT");
  });

  it("updates the estimate live as values are typed, line by line", async () => {
    renderCalculator();
    const values = { endpoints: 120, servers: 4, storageTb: 2.5 };
    await setValue("endpoints", "120");
    await setValue("servers", "4");
    await setValue("storageTb", "2.5");
    const estimate = priced(defaults.tier, values);
    expect(total().textContent).toContain(formatUsd(estimate.totalCents));
    for (const line of estimate.lines) {
      const row = screen.getByText(props.lines[line.quantity].label, { selector: "dt" });
      const text = row.closest("div")?.textContent;
      expect(text).toContain(
        `${formatNumber(line.count)}${props.lines[line.quantity].unit ?? ""} × `,
      );
      expect(text).toContain(formatUsd(line.amountCents));
    }
  });

  it("reprices when the plan changes, by keyboard, and says when the minimum applies", async () => {
    renderCalculator();
    const user = userEvent.setup();
    const index = shadowCradleTiers.findIndex((tier) => tier.id === defaults.tier);
    const previous = shadowCradleTiers[index - 1];
    const last = shadowCradleTiers.at(-1);
    if (!previous || !last) throw new Error("the default plan should have one before it");
    await user.click(screen.getByRole("radio", { name: new RegExp(tierById(defaults.tier).name) }));
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("radio", { name: new RegExp(previous.name) })).toHaveProperty(
      "checked",
      true,
    );
    expect(total().textContent).toContain(formatUsd(priced(previous.id).totalCents));
    await user.click(screen.getByRole("radio", { name: new RegExp(last.name) }));
    const estimate = priced(last.id);
    expect(estimate.minimumApplied).toBe(true);
    expect(total().textContent).toContain(formatUsd(estimate.totalCents));
    expect(total().textContent).toContain(
      fillPlaceholders(props.minimumNote, {
        usage: formatUsd(estimate.usageCents),
        tier: last.name,
        minimum: formatUsd(estimate.minimumCents),
      }),
    );
  });

  it("explains an empty, out-of-range or off-step field instead of showing a wrong total", async () => {
    renderCalculator();
    await setValue("servers", "");
    const servers = field("servers");
    expect(servers.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(errors.empty)).toBeTruthy();
    expect(total().textContent).not.toContain("$");
    expect(total().textContent).toContain(props.invalidText);

    await setValue("servers", String(quantityLimits.servers.max + 1));
    expect(
      screen.getByText(
        fillPlaceholders(errors.aboveMax, { max: formatNumber(quantityLimits.servers.max) }),
      ),
    ).toBeTruthy();

    await setValue("storageTb", "1.2");
    expect(screen.getByText(errors.stepFraction)).toBeTruthy();
    await setValue("servers", "2.5");
    expect(screen.getByText(errors.stepWhole)).toBeTruthy();

    await setValue("servers", String(defaults.values.servers));
    await setValue("storageTb", String(defaults.values.storageTb));
    expect(servers.getAttribute("aria-invalid")).toBeNull();
    expect(total().textContent).toContain(formatUsd(priced(defaults.tier).totalCents));
  });

  it("links each error to its input for assistive technology", async () => {
    renderCalculator();
    await setValue("endpoints", "");
    const describedBy = field("endpoints").getAttribute("aria-describedby")?.split(" ") ?? [];
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain(errors.empty);
    const hint = props.fields.find((entry) => entry.key === "endpoints")?.hint;
    expect(texts).toContain(hint);
  });

  it("offers its calls to action beside the result", () => {
    renderCalculator();
    const result = total().parentElement as HTMLElement;
    for (const action of props.actions) {
      expect(within(result).getByRole("link", { name: action.label }).getAttribute("href")).toBe(
        action.href,
      );
    }
  });
});
