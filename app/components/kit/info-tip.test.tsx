import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { InfoTip } from "./info-tip";

function renderTip() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <button type="button">Before</button>
          <InfoTip subject="Seats" text="People who can sign in." />
        </>
      ),
    },
  ]);
  return render(<Stub />);
}

/** Renders the tip and tabs to it from the button before, so it opens. */
async function focusTip() {
  const user = userEvent.setup();
  renderTip();
  await user.click(screen.getByRole("button", { name: "Before" }));
  await user.tab();
  await screen.findByRole("tooltip");
  return user;
}

describe("<InfoTip>", () => {
  it("opens on keyboard focus, describes its button, and closes on Escape", async () => {
    const user = userEvent.setup();
    renderTip();
    await user.click(screen.getByRole("button", { name: "Before" }));
    await user.tab();
    const button = screen.getByRole("button", { name: "More about Seats" });
    expect(document.activeElement).toBe(button);
    const tip = await screen.findByRole("tooltip");
    expect(tip.textContent).toBe("People who can sign in.");
    expect(button.getAttribute("aria-describedby")).toBe(tip.id);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("stays open when the page scrolls while its button has focus", async () => {
    const user = await focusTip();
    act(() => {
      window.dispatchEvent(new Event("scroll"));
    });
    expect(screen.getByRole("tooltip")).toBeTruthy();
    await user.tab();
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("closes on an Escape that comes straight after a scroll, in the same task", async () => {
    await focusTip();
    act(() => {
      window.dispatchEvent(new Event("scroll"));
      document.activeElement?.dispatchEvent(
        new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }),
      );
    });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("opens on hover", async () => {
    const user = userEvent.setup();
    renderTip();
    await user.hover(screen.getByRole("button", { name: "More about Seats" }));
    expect(await screen.findByRole("tooltip", {}, { timeout: 2000 })).toBeTruthy();
  });

  it("toggles on press (a tap or Enter)", async () => {
    const user = userEvent.setup();
    renderTip();
    await user.click(screen.getByRole("button", { name: "Before" }));
    await user.tab();
    await user.keyboard("{Escape}");
    await user.keyboard("{Enter}");
    expect(screen.getByRole("tooltip")).toBeTruthy();
    await user.keyboard("{Enter}");
    await act(async () => {});
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
