import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { SwitchGroups } from "./switch-groups";

const groups = [
  {
    id: "email",
    title: "E-mail",
    allLabel: "All e-mail",
    items: [
      { id: "a", label: "Orders", on: true },
      { id: "b", label: "Sales" },
    ],
  },
  {
    id: "phone",
    title: "Phone",
    allLabel: "All phone",
    items: [{ id: "c", label: "Payouts", on: true }],
  },
] as const;

describe("<SwitchGroups>", () => {
  it("shows a mixed group on its master and turns the whole group on, then off", () => {
    render(<SwitchGroups groups={groups} />);
    const email = within(screen.getByRole("group", { name: "E-mail" }));
    const all = email.getByRole<HTMLInputElement>("checkbox", { name: "All e-mail" });
    const switches = email.getAllByRole<HTMLInputElement>("switch");
    expect(all.indeterminate).toBe(true);
    expect(all.checked).toBe(false);

    fireEvent.click(all);
    expect(switches.map((item) => item.checked)).toEqual([true, true]);
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);

    fireEvent.click(all);
    expect(switches.map((item) => item.checked)).toEqual([false, false]);
    expect(all.checked).toBe(false);

    fireEvent.click(email.getByRole("switch", { name: "Sales" }));
    expect(all.indeterminate).toBe(true);
    // The other group is left alone.
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "All phone" }).checked).toBe(
      true,
    );
  });
});
